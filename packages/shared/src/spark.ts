/**
 * Spark (spec §2 /spark, §5, §6, §9; issue 16; docs/decisions/0044-spark.md, 0045-spark-skips-and-matches.md).
 * The limit itself is LIMITS.unverifiedSparksPerDay.
 */
export const SPARK = {
  /** A skipped member comes back into the deck after this many days. */
  skipPeriodDays: 30,
  /** Matches and "who sparked me" pages. */
  pageSize: 20,
  pageSizeMax: 50,
} as const;

/** What a member needs before taking part (spec §5), each with its own fix on the checklist. */
export const SPARK_PREREQUISITES = ['PROFILE', 'AVATAR', 'WALL_PICTURE', 'LOOKING_FOR'] as const;
export type SparkPrerequisite = (typeof SPARK_PREREQUISITES)[number];
