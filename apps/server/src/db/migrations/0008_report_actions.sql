DROP INDEX "reports_reporter_idx";--> statement-breakpoint
ALTER TABLE "report_status_changes" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "report_status_changes" ADD COLUMN "timeout_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reports_reporter_created_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_subject_user_idx" ON "reports" USING btree ("subject_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_subject_key" ON "reports" USING btree ("reporter_id","subject",coalesce("subject_upload_id", "subject_message_id", "subject_user_id")) WHERE "reports"."status" in ('OPEN','PROCESSING','AWAITING_REPLY');--> statement-breakpoint
ALTER TABLE "report_status_changes" ADD CONSTRAINT "report_status_changes_action_check" CHECK ("report_status_changes"."action" in ('LOGIN_TIMEOUT','DEACTIVATION'));--> statement-breakpoint
ALTER TABLE "report_status_changes" ADD CONSTRAINT "report_status_changes_timeout_check" CHECK (coalesce("report_status_changes"."action" = 'LOGIN_TIMEOUT', false) = ("report_status_changes"."timeout_until" is not null));