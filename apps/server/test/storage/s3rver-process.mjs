// s3rver in a process of its own, started by test/storage/s3rver.ts. Its ListObjectsV2 continuation
// tokens are DES-encrypted, which Node 20's OpenSSL 3 offers only with --openssl-legacy-provider: a
// flag for this process, not for the test workers. Besides S3 over HTTP it answers a few questions
// over IPC: which requests reached it, which keys it holds, and a fast seed of many tiny objects.
import S3rver from 's3rver';
import S3Object from 's3rver/lib/models/object.js';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: process.env.S3RVER_LOG !== '1', directory, configureBuckets: [{ name: bucket, configs: [] }] });
const { port } = await server.run();

const requests = [];
server.httpServer.on('request', (req, res) => {
  const seen = { method: req.method, url: req.url, headers: req.headers, status: 0 };
  requests.push(seen);
  res.on('finish', () => (seen.status = res.statusCode));
});

const ops = {
  requests: () => requests,
  async keys({ prefix }) {
    const { objects } = await server.store.listObjects(bucket, { prefix, maxKeys: Number.MAX_SAFE_INTEGER });
    return objects.map((o) => o.key);
  },
  // Straight into s3rver's store (what its PUT handler does, without HTTP): 1,000 PUTs over HTTP
  // take seconds, and the seed is not what a test checks.
  async seed({ keys }) {
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => server.store.putObject(new S3Object(bucket, key, Buffer.from('x'), { 'content-type': 'text/plain' }))));
    }
    return keys.length;
  },
};

process.on('message', async ({ id, op, args }) => {
  try {
    process.send({ id, result: await ops[op](args) });
  } catch (err) {
    process.send({ id, error: String(err) });
  }
});
// The test process closed the channel (or went away): stop with it.
process.on('disconnect', () => void server.close().finally(() => process.exit(0)));
process.send({ port });
