import { z } from 'zod';
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { defaultVapidSubject, isVapidPrivateKey, isVapidPublicKey, isVapidSubject, vapidKeysMatch } from './infra/push/vapid-keys.js';
import { parseStorageUrl } from './infra/storage/storage-url.js';

// Every environment variable the server reads, with its default. README mirrors this table.
const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  // Connections to DATABASE_URL per instance (decision 0062): a query waits for the app's event loop as
  // well as for the database, so more of them in flight keep a busy instance's queries moving.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(30),
  REDIS_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Club Venue <no-reply@club-venue.local>'),
  SMS_PROVIDER_URL: z.url().optional(),
  SMS_PROVIDER_TOKEN: z.string().optional(),
  // File storage (decision 0056): DATA_DIR/storage, or an S3-compatible bucket shared by every instance.
  STORAGE_URL: z.string().optional().transform((v, ctx) => {
    const location = parseStorageUrl(v);
    if ('error' in location) ctx.addIssue({ code: 'custom', message: location.error });
    return 'error' in location ? { kind: 'local' as const } : location;
  }),
  S3_REGION: z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, "must be a region name such as eu-central-2 (AWS Zurich) or the provider's own").optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, message: "must be the provider's http(s)://host[:port] address" })
    .refine((v) => !/^[a-z]+:\/\/[^/]*@/i.test(v), 'must not hold credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY')
    .optional(),
  S3_FORCE_PATH_STYLE: booleanish.optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1, 'is empty: set it or leave it out').optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1, 'is empty: set it or leave it out').optional(),
  SEED_DEMO: booleanish.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The embedded database is served on a Unix socket in DATA_DIR/run; a TCP port (no password) only on request (decision 0028).
  PGLITE_SOCKET_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  TRUST_PROXY: z.string().trim().default('false').transform((v, ctx) => {
    const trust = parseTrustProxy(v);
    if (trust === null) ctx.addIssue({ code: 'custom', message: 'must be false, a hop count (1 = one proxy in front) or a comma list of trusted proxy IPs/CIDRs' });
    return trust ?? false;
  }),
  ALLOWED_ORIGINS: z.string().trim().default('').transform((v, ctx) => {
    const origins = v.split(',').map((o) => o.trim()).filter(Boolean);
    for (const origin of origins) if (!isOrigin(origin)) ctx.addIssue({ code: 'custom', message: `${origin} is not an origin (scheme://host[:port])` });
    return origins;
  }),
  // GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`; unset: the route answers 404 (decision 0057).
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  // SIGTERM/SIGINT: the whole shutdown (drain, sockets, jobs, database) within this time, else exit 1 (decision 0057).
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  SOCKET_MAX_PER_IP: z.coerce.number().int().min(1).default(50),
  SOCKET_MAX_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).default(30),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  // Web push (decision 0008): both keys or neither; without them the app generates a pair once and stores it.
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .refine(isVapidPublicKey, 'must be the URL-safe base64 public key from `npx web-push generate-vapid-keys` (65 bytes, P-256)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .refine(isVapidPrivateKey, 'must be the URL-safe base64 private key from `npx web-push generate-vapid-keys` (32 bytes)')
    .optional(),
  VAPID_SUBJECT: z.string().trim().refine(isVapidSubject, 'must be a mailto: address or an https: URL where the push services can reach you').optional(),
  // Payments (issue 13): the built-in test provider by default; Stripe with both keys.
  PAYMENT_PROVIDER: z.enum(['test', 'stripe']).default('test'),
  // The test provider's webhook secret (decision 0034); unset: generated once and stored in the database.
  TEST_PAYMENT_WEBHOOK_SECRET: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_live_…, sk_test_… or a restricted rk_… key), not the publishable pk_… key')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().regex(/^whsec_\w+$/, "must be the endpoint's signing secret (whsec_…)").optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s)://host:port address' }).optional(),
}).superRefine((e, ctx) => {
  if (e.PGLITE_SOCKET_PORT !== undefined && e.NODE_ENV === 'production') {
    ctx.addIssue({ code: 'custom', path: ['PGLITE_SOCKET_PORT'], message: 'serves the database without a password: not in production (use the socket in DATA_DIR/run)' });
  }
  if (e.STRIPE_API_URL !== undefined && e.NODE_ENV === 'production') {
    ctx.addIssue({ code: 'custom', path: ['STRIPE_API_URL'], message: 'points the Stripe SDK at a fake for tests: not in production' });
  }
  if (e.PAYMENT_PROVIDER === 'stripe') {
    if (!e.STRIPE_SECRET_KEY) ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required when PAYMENT_PROVIDER=stripe' });
    if (!e.STRIPE_WEBHOOK_SECRET) ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required when PAYMENT_PROVIDER=stripe' });
  }
  if (e.STORAGE_URL.kind !== 's3') {
    for (const name of ['S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (e[name] !== undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'is only read with STORAGE_URL=s3://bucket[/prefix]; without it files go to DATA_DIR/storage' });
    }
  } else if (!e.S3_ENDPOINT && !e.S3_REGION) {
    ctx.addIssue({ code: 'custom', path: ['S3_REGION'], message: "is required for AWS (no S3_ENDPOINT): the bucket's region, e.g. eu-central-2" });
  }
  if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY) ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'must be set together with S3_ACCESS_KEY_ID' });
  if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID) ctx.addIssue({ code: 'custom', path: ['S3_ACCESS_KEY_ID'], message: 'must be set together with S3_SECRET_ACCESS_KEY' });
  if (e.VAPID_PUBLIC_KEY && !e.VAPID_PRIVATE_KEY) ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'must be set together with VAPID_PUBLIC_KEY' });
  if (e.VAPID_PRIVATE_KEY && !e.VAPID_PUBLIC_KEY) ctx.addIssue({ code: 'custom', path: ['VAPID_PUBLIC_KEY'], message: 'must be set together with VAPID_PRIVATE_KEY' });
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && !vapidKeysMatch({ publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY })) {
    ctx.addIssue({ code: 'custom', path: ['VAPID_PUBLIC_KEY'], message: 'is not the public key of VAPID_PRIVATE_KEY' });
  }
});

/**
 * TRUST_PROXY (decision 0023): `false`, a hop count, or a comma list of trusted proxy addresses
 * (IPs, CIDRs, or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). `true` means one hop:
 * trusting every hop would let a client choose its own address with X-Forwarded-For.
 */
export type TrustProxy = false | number | string[];

function parseTrustProxy(value: string): TrustProxy | null {
  const v = value.toLowerCase();
  if (v === '' || v === 'false' || v === 'no' || v === '0') return false;
  if (v === 'true' || v === 'yes') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v.split(',').map((a) => a.trim()).filter(Boolean);
  if (list.length === 0) return null;
  try {
    proxyAddr.compile(list); // throws on an address it cannot read
    return list;
  } catch {
    return null;
  }
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsProviderUrl: e.SMS_PROVIDER_URL,
    smsProviderToken: e.SMS_PROVIDER_TOKEN,
    /** Uploaded and generated files (decision 0056): DATA_DIR/storage (`local`), or an S3-compatible bucket. */
    storage:
      e.STORAGE_URL.kind === 's3'
        ? {
            kind: 's3' as const,
            bucket: e.STORAGE_URL.bucket,
            prefix: e.STORAGE_URL.prefix,
            // Providers that do not care about the region (MinIO, most others) sign with this one.
            region: e.S3_REGION ?? 'us-east-1',
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
            /** null: the SDK's default credential chain (AWS_* variables, profile, instance role). */
            credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : null,
          }
        : { kind: 'local' as const },
    seedDemo: e.SEED_DEMO && e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    pgliteSocketPort: e.PGLITE_SOCKET_PORT,
    trustProxy: e.TRUST_PROXY,
    /** Origins whose pages may call /graphql and open /socket with the member's cookie: PUBLIC_URL's and ALLOWED_ORIGINS. */
    allowedOrigins: [
      ...new Set([
        new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
        // Without PUBLIC_URL the app runs on this machine: its loopback addresses are the same app.
        ...(e.PUBLIC_URL ? [] : [`http://127.0.0.1:${e.PORT}`, `http://[::1]:${e.PORT}`]),
        ...e.ALLOWED_ORIGINS,
        // `npm run dev`: the Vite dev server proxies /graphql and /socket with its own origin.
        ...(e.NODE_ENV === 'development' ? ['http://localhost:5173'] : []),
      ]),
    ],
    socket: { maxPerIp: e.SOCKET_MAX_PER_IP, maxMessagesPerSecond: e.SOCKET_MAX_MESSAGES_PER_SECOND },
    /** The bearer token of GET /metrics; null: no metrics (the route answers 404, nothing is counted). */
    metricsToken: e.METRICS_TOKEN ?? null,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    argon2: { memoryCost: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST },
    vapid: {
      /** Configured keys, or null: then the pair generated once and stored in the database is used. */
      keys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : null,
      subject: e.VAPID_SUBJECT ?? defaultVapidSubject(e.MAIL_FROM),
    },
    payments: {
      provider: e.PAYMENT_PROVIDER,
      /** The test provider's webhook secret; unset: one is generated once and stored in the database. */
      testWebhookSecret: e.TEST_PAYMENT_WEBHOOK_SECRET ?? null,
      /** Set exactly when PAYMENT_PROVIDER=stripe (the schema demands both keys then). */
      stripe:
        e.PAYMENT_PROVIDER === 'stripe' && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
          : null,
    },
  };
}
