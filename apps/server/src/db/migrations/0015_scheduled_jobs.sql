CREATE TABLE "scheduled_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "scheduled_jobs_state_check" CHECK ("scheduled_jobs"."state" in ('PENDING', 'DONE', 'FAILED')),
	CONSTRAINT "scheduled_jobs_kind_check" CHECK (length("scheduled_jobs"."kind") between 1 and 100 and ("scheduled_jobs"."key" is null or length("scheduled_jobs"."key") between 1 and 200))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_jobs_pending_key_idx" ON "scheduled_jobs" USING btree ("kind","key") WHERE "scheduled_jobs"."state" = 'PENDING' and "scheduled_jobs"."key" is not null;--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due_idx" ON "scheduled_jobs" USING btree ("run_at") WHERE "scheduled_jobs"."state" = 'PENDING';