import { createHash } from 'node:crypto';
import { segmentsOf, type Storage } from './storage.js';

/** An S3-compatible bucket (STORAGE_URL=s3://…, decision 0056). */
export interface S3StorageOptions {
  bucket: string;
  /** '' or a path ending in '/' put before every key, so that one bucket can hold several apps. */
  prefix: string;
  region: string;
  /** The provider's address (Infomaniak, Exoscale, MinIO, …); unset: AWS. */
  endpoint?: string;
  /** bucket in the path (`host/bucket/key`) instead of the host name; MinIO and s3rver need it. */
  forcePathStyle: boolean;
  /** null: the SDK's default credential chain (AWS_* variables, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

/**
 * The few parts of `@aws-sdk/client-s3` used here, typed by hand: the SDK's own declarations are
 * about 550 files, a fifth of what the type check and the linter read for the whole server, in CI
 * and on every editor start. The import's specifier is a variable so that TypeScript does not load them.
 */
interface S3Command {
  readonly input: object;
}
type CommandOf = new (input: Record<string, unknown>) => S3Command;
type Middleware = (
  next: (args: { request: unknown }) => Promise<unknown>,
  context: { commandName?: string },
) => (args: { request: unknown }) => Promise<unknown>;
interface S3Client {
  send<T = unknown>(command: S3Command): Promise<T>;
  destroy(): void;
  middlewareStack: { add(middleware: Middleware, options: { step: 'build'; name: string; priority: 'low' }): void };
}
interface Sdk {
  S3Client: new (config: Record<string, unknown>) => S3Client;
  PutObjectCommand: CommandOf;
  GetObjectCommand: CommandOf;
  ListObjectsV2Command: CommandOf;
  DeleteObjectsCommand: CommandOf;
  HeadBucketCommand: CommandOf;
}
const SDK_MODULE = '@aws-sdk/client-s3';

/** S3's limit for one DeleteObjects request (and the size of a ListObjectsV2 page). */
const DELETE_BATCH = 1000;

/**
 * Files as private objects in a bucket: written without an ACL, so only the bucket's owner (this
 * app's key) may read them; members get them through the app's routes, which check every request.
 * The SDK is loaded at first use, so that the local default does not pay for it at start.
 */
export function createS3Storage(options: S3StorageOptions): Storage & { dispose(): void; check(): Promise<void> } {
  let client: S3Client | null = null;
  let connecting: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  const connect = () =>
    (connecting ??= (import(SDK_MODULE) as Promise<Sdk>).then((sdk) => {
      client = newClient(sdk, options);
      return { sdk, client };
    }));
  const Bucket = options.bucket;
  // Checked before anything is sent: an invalid key never reaches the bucket.
  const objectKey = (key: string, opts?: { allowPartialLast?: boolean }) => {
    segmentsOf(key, opts);
    return `${options.prefix}${key}`;
  };

  return {
    async put(key, data, contentType) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key, Body: data, ContentType: contentType }));
    },

    async get(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      try {
        const res = await client.send<{ Body?: { transformToByteArray(): Promise<Uint8Array> }; ContentType?: string }>(new sdk.GetObjectCommand({ Bucket, Key }));
        const bytes = res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
        return { data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: res.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (isMissingObject(err)) return null;
        throw err;
      }
    },

    async delete(prefix) {
      // A partial last segment is a plain S3 prefix too: "news/ab" removes "news/abc/…".
      const Prefix = objectKey(prefix, { allowPartialLast: true });
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send<{ Contents?: { Key?: string }[]; IsTruncated?: boolean; NextContinuationToken?: string }>(new sdk.ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        for (let i = 0; i < keys.length; i += DELETE_BATCH) {
          const batch = keys.slice(i, i + DELETE_BATCH);
          const res = await client.send<{ Errors?: { Code?: string }[] }>(new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }));
          if (res.Errors?.length) throw new Error(`the bucket kept ${res.Errors.length} of ${batch.length} objects (${res.Errors[0]?.Code ?? 'no code'})`);
        }
        // Deleting the page listed does not move the token: it points past the last key listed.
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async check() {
      // GET /readyz: the bucket answers and takes this key (HeadBucket needs s3:ListBucket, as delete does).
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },

    dispose() {
      client?.destroy();
    },
  };
}

function newClient(sdk: Sdk, o: S3StorageOptions): S3Client {
  // The SDK warns once per process that its releases after January 2027 need Node 22; the machines
  // run Node 20 (architecture), so every start would log it. Its documented switch, unless set.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new sdk.S3Client({
    region: o.region,
    forcePathStyle: o.forcePathStyle,
    ...(o.credentials ? { credentials: o.credentials } : {}),
    // Other providers may not know the SDK's newer CRC checksums: send one only where S3 demands it.
    ...(o.endpoint ? { endpoint: o.endpoint, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
    // A stuck bucket fails the request instead of holding it (and the member waiting) for ever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
  });
  // DeleteObjects must carry a checksum; providers that predate the CRC ones want Content-MD5 (the
  // SDK's documented fallback, supplemental-docs/MD5_FALLBACK.md). AWS itself takes the CRC.
  if (o.endpoint) {
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const request = args.request as { headers?: Record<string, string>; body?: unknown };
        const body = request.body;
        if (context.commandName === 'DeleteObjectsCommand' && request.headers && (typeof body === 'string' || body instanceof Uint8Array)) {
          request.headers['content-md5'] = createHash('md5').update(body).digest('base64');
        }
        return next(args);
      },
      { step: 'build', name: 'deleteObjectsContentMd5', priority: 'low' },
    );
  }
  return client;
}

/** A missing key answers 404 NoSuchKey; a missing bucket is a configuration error, not a missing file. */
function isMissingObject(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name === 'NoSuchKey') return true;
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404 && err.name !== 'NoSuchBucket';
}
