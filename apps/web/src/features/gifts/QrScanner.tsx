import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCameraOff } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.js';

// The bar's tablet reads a member's voucher QR code with its camera (issue 17 part 4). The frames are
// decoded here with jsQR (loaded only when the camera opens): the same in every browser with a
// camera, where the native BarcodeDetector exists only on some systems.

/** Frames are scaled down to this width before decoding: a phone screen's code stays readable. */
const FRAME_WIDTH = 640;
/** Decoding 5 frames a second finds a code at once and leaves the tablet cool. */
const FRAME_INTERVAL_MS = 200;

/** A camera can be asked for here (a secure page in a browser that has the API). */
export function cameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

type Problem = 'denied' | 'unavailable';

/** The live camera picture; calls `onCode` with the first QR code's text and stops the camera. */
export function QrScanner({ onCode, onClose }: { onCode: (text: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };

    void (async () => {
      try {
        const [decoder, media] = await Promise.all([import('jsqr'), navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })]);
        stream = media;
        const element = video.current;
        if (stopped || !element || !context) return stop();
        element.srcObject = media;
        await element.play().catch(() => {});
        const decode = decoder.default;
        const tick = () => {
          if (stopped) return;
          if (element.videoWidth > 0) {
            const scale = Math.min(1, FRAME_WIDTH / element.videoWidth);
            canvas.width = Math.round(element.videoWidth * scale);
            canvas.height = Math.round(element.videoHeight * scale);
            context.drawImage(element, 0, 0, canvas.width, canvas.height);
            const frame = context.getImageData(0, 0, canvas.width, canvas.height);
            const code = decode(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' });
            if (code?.data) {
              stop();
              return found.current(code.data);
            }
          }
          timer = setTimeout(tick, FRAME_INTERVAL_MS);
        };
        tick();
      } catch (error) {
        stop();
        setProblem((error as Error).name === 'NotAllowedError' ? 'denied' : 'unavailable');
      }
    })();
    return stop;
  }, []);

  return (
    <Stack gap="xs">
      {problem ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
          {t(problem === 'denied' ? 'gifts.staffRedeem.cameraDenied' : 'gifts.staffRedeem.cameraUnavailable')}
        </Alert>
      ) : (
        <>
          <video
            ref={video}
            muted
            playsInline
            aria-label={t('gifts.staffRedeem.cameraLabel')}
            style={{ width: '100%', maxHeight: '60vh', objectFit: 'cover', borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-dark-7)' }}
          />
          <Text fz="sm" c="dimmed" role="status">
            {t('gifts.staffRedeem.cameraHint')}
          </Text>
        </>
      )}
      <Button variant="default" onClick={onClose} leftSection={<IconCameraOff size={16} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
        {t('gifts.staffRedeem.cameraClose')}
      </Button>
    </Stack>
  );
}
