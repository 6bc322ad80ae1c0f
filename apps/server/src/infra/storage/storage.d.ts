/**
 * Where uploaded and generated files live (architecture §5: local directory by default; an
 * S3-compatible bucket would implement the same three calls). Keys are relative, slash-separated
 * paths such as `static-pages/<uuid>/640.webp`.
 */
export interface Storage {
    put(key: string, data: Buffer, contentType: string): Promise<void>;
    get(key: string): Promise<{
        data: Buffer;
        contentType: string;
    } | null>;
    /** Removes every key that starts with `prefix` (e.g. all variants of one image). */
    delete(prefix: string): Promise<void>;
}
export declare class InvalidStorageKeyError extends Error {
}
/** Files under `dir` (DATA_DIR/storage); writes are atomic (temp file, then rename). */
export declare function createLocalStorage(dir: string): Storage;
