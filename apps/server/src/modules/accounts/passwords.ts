import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, not importable under isolatedModules)

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
}

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane) unless configured. */
export function createPasswordHasher(params: Argon2Params) {
  const options = { algorithm: ARGON2ID, memoryCost: params.memoryCost, timeCost: params.timeCost, parallelism: 1 };
  // Verifying against this keeps the timing the same when an e-mail address is unknown.
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password: string) => hash(password, options),
    verify: async (passwordHash: string, password: string) => {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    /** Spends the same time as a real verification, for unknown accounts. */
    async verifyDummy(password: string) {
      dummyHash ??= hash('dummy-password-for-timing', options);
      await verify(await dummyHash, password).catch(() => false);
      return false as const;
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
