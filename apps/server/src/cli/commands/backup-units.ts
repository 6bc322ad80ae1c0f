/** Sizes and durations for the backup and restore summaries. */
export function megabytes(bytes: number) {
  return bytes < 100_000 ? `${(bytes / 1000).toFixed(1)} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export function seconds(ms: number) {
  return `${(ms / 1000).toFixed(1)} s`;
}
