import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './support.js';

export interface ReceivedMail {
  envelopeTo: string[];
  mail: ParsedMail;
}

/** A real SMTP server on a free loopback port that keeps every mail it receives. */
export function startSmtp() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail: parseMail(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  return new Promise<{ port: number; url: string; received: ReceivedMail[]; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ port, url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, received, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}
