export interface Argon2Params {
    memoryCost: number;
    timeCost: number;
}
/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane) unless configured. */
export declare function createPasswordHasher(params: Argon2Params): {
    hash: (password: string) => Promise<string>;
    verify: (passwordHash: string, password: string) => Promise<boolean>;
    /** Spends the same time as a real verification, for unknown accounts. */
    verifyDummy(password: string): Promise<false>;
};
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
