import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A video for Chromium's fake camera (`--use-file-for-fake-video-capture`): a still picture of a QR
 * code of `text` on white, as a phone held up to the bar's tablet shows it. Y4M, 4:2:0: the picture
 * is the luma plane; the colour planes are neutral.
 */
export async function qrCodeVideo(text: string): Promise<string> {
  const code = await QRCode.toBuffer(text, { type: 'png', width: 320, margin: 4, errorCorrectionLevel: 'M' });
  const luma = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .composite([{ input: code, gravity: 'centre' }])
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  if (luma.length !== WIDTH * HEIGHT) throw new Error(`expected one byte per pixel, got ${luma.length}`);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'venue-camera-')), 'qr.y4m');
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
  return file;
}
