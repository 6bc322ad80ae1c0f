export type Config = ReturnType<typeof loadConfig>;
export declare class ConfigError extends Error {
}
export declare function loadConfig(env?: NodeJS.ProcessEnv): {
    env: "test" | "development" | "production";
    isProduction: boolean;
    port: number;
    host: string;
    publicUrl: string;
    dataDir: string;
    databaseUrl: string | undefined;
    redisUrl: string | undefined;
    smtpUrl: string | undefined;
    mailFrom: string;
    smsProviderUrl: string | undefined;
    smsProviderToken: string | undefined;
    seedDemo: boolean;
    logLevel: "warn" | "error" | "fatal" | "info" | "debug" | "trace" | "silent";
    pgliteSocketPort: number;
    trustProxy: boolean;
    argon2: {
        memoryCost: number;
        timeCost: number;
    };
    vapid: {
        /** Configured keys, or null: then the pair generated once and stored in the database is used. */
        keys: {
            publicKey: string;
            privateKey: string;
        } | null;
        subject: string;
    };
};
