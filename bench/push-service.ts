import readline from 'node:readline';
import { startFakePushService } from '../apps/server/test/notifications/fake-push-service.js';

// The fake push service of `npm run bench -- push`, in its own process so that its decryption and
// signature checks do not count as the server's CPU. Prints { url, devices } as one JSON line; on
// a line "count" on stdin it prints { received, refused } (accepted pushes and refused requests).
const devices = Number(process.argv[2] ?? 1000);
const service = await startFakePushService({ keepBodies: false });
const made = Array.from({ length: devices }, () => service.device());
console.log(JSON.stringify({ url: service.url, devices: made }));
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === 'count') console.log(JSON.stringify({ received: service.received.filter((r) => r.status === 201).length, refused: service.refused.length }));
});
process.on('SIGTERM', () => void service.close().then(() => process.exit(0)));
