import { z } from 'zod';
import path from 'node:path';
import { defaultVapidSubject, isVapidPrivateKey, isVapidPublicKey, isVapidSubject, vapidKeysMatch } from './infra/push/vapid-keys.js';

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
  REDIS_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Club Venue <no-reply@club-venue.local>'),
  SMS_PROVIDER_URL: z.url().optional(),
  SMS_PROVIDER_TOKEN: z.string().optional(),
  SEED_DEMO: booleanish.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The embedded database is served on a Unix socket in DATA_DIR/run; a TCP port (no password) only on request (decision 0028).
  PGLITE_SOCKET_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  TRUST_PROXY: booleanish.default(false),
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
}).superRefine((e, ctx) => {
  if (e.PGLITE_SOCKET_PORT !== undefined && e.NODE_ENV === 'production') {
    ctx.addIssue({ code: 'custom', path: ['PGLITE_SOCKET_PORT'], message: 'serves the database without a password: not in production (use the socket in DATA_DIR/run)' });
  }
  if (e.VAPID_PUBLIC_KEY && !e.VAPID_PRIVATE_KEY) ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'must be set together with VAPID_PUBLIC_KEY' });
  if (e.VAPID_PRIVATE_KEY && !e.VAPID_PUBLIC_KEY) ctx.addIssue({ code: 'custom', path: ['VAPID_PUBLIC_KEY'], message: 'must be set together with VAPID_PRIVATE_KEY' });
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && !vapidKeysMatch({ publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY })) {
    ctx.addIssue({ code: 'custom', path: ['VAPID_PUBLIC_KEY'], message: 'is not the public key of VAPID_PRIVATE_KEY' });
  }
});

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
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsProviderUrl: e.SMS_PROVIDER_URL,
    smsProviderToken: e.SMS_PROVIDER_TOKEN,
    seedDemo: e.SEED_DEMO && e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    pgliteSocketPort: e.PGLITE_SOCKET_PORT,
    trustProxy: e.TRUST_PROXY,
    argon2: { memoryCost: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST },
    vapid: {
      /** Configured keys, or null: then the pair generated once and stored in the database is used. */
      keys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : null,
      subject: e.VAPID_SUBJECT ?? defaultVapidSubject(e.MAIL_FROM),
    },
  };
}
