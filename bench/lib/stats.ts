export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Flags after the bench name: `--runs 3 --duration 10` and bare words (e.g. a backend). */
export function benchArgs(argv: string[]) {
  const flags = new Map<string, string>();
  const words: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    // A flag without a value (`--back-to-back`) is followed by the next flag or by nothing.
    if (arg.startsWith('--')) flags.set(arg.slice(2), argv[i + 1] === undefined || argv[i + 1]!.startsWith('--') ? '' : argv[++i]!);
    else words.push(arg);
  }
  const number = (name: string, fallback: number) => {
    const value = Number(flags.get(name) ?? fallback);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
    return value;
  };
  const string = (name: string): string | undefined => flags.get(name) || undefined;
  const flag = (name: string): boolean => flags.has(name);
  return { words, number, string, flag };
}

/** Nearest-rank percentile of ascending `sorted` values. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
