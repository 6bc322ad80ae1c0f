CREATE TABLE "classifieds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"looking_for" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classifieds_body_length_check" CHECK (char_length("classifieds"."body") between 1 and 255),
	CONSTRAINT "classifieds_looking_for_check" CHECK (cardinality("classifieds"."looking_for") >= 1 and "classifieds"."looking_for" <@ array['M','F','MF','MM','FF']::text[])
);
--> statement-breakpoint
DROP INDEX "reports_open_subject_key";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "subject_classified_id" uuid;--> statement-breakpoint
ALTER TABLE "classifieds" ADD CONSTRAINT "classifieds_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classifieds_renewed_idx" ON "classifieds" USING btree ("renewed_at","id");--> statement-breakpoint
CREATE INDEX "classifieds_author_idx" ON "classifieds" USING btree ("author_id","renewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_subject_key" ON "reports" USING btree ("reporter_id","subject",coalesce("subject_upload_id", "subject_message_id", "subject_classified_id", "subject_user_id")) WHERE "reports"."status" in ('OPEN','PROCESSING','AWAITING_REPLY') and ("reports"."subject" = 'USER' or "reports"."subject_upload_id" is not null or "reports"."subject_message_id" is not null or "reports"."subject_classified_id" is not null);