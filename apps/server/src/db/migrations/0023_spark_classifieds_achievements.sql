CREATE TABLE "spark_decisions" (
	"actor_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spark_decisions_actor_id_target_id_pk" PRIMARY KEY("actor_id","target_id"),
	CONSTRAINT "spark_decisions_kind_check" CHECK ("spark_decisions"."kind" in ('SPARK','SKIP')),
	CONSTRAINT "spark_decisions_not_self_check" CHECK ("spark_decisions"."actor_id" <> "spark_decisions"."target_id")
);
--> statement-breakpoint
CREATE TABLE "spark_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_a" uuid NOT NULL,
	"user_b" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spark_matches_order_check" CHECK ("spark_matches"."user_a" < "spark_matches"."user_b")
);
--> statement-breakpoint
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
CREATE TABLE "member_achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_achievements_key_check" CHECK ("member_achievements"."key" in ('FRIENDS_1','FRIENDS_50','FRIENDS_100','ROOM_MESSAGES_1','ROOM_MESSAGES_500','ROOM_MESSAGES_1000','UPLOADS_1','UPLOADS_50','LIKES_1','LIKES_100','FIRST_GIFT'))
);
--> statement-breakpoint
DROP INDEX "room_messages_sender_idx";--> statement-breakpoint
DROP INDEX "reports_open_subject_key";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "subject_classified_id" uuid;--> statement-breakpoint
ALTER TABLE "spark_decisions" ADD CONSTRAINT "spark_decisions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spark_decisions" ADD CONSTRAINT "spark_decisions_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spark_matches" ADD CONSTRAINT "spark_matches_user_a_users_id_fk" FOREIGN KEY ("user_a") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spark_matches" ADD CONSTRAINT "spark_matches_user_b_users_id_fk" FOREIGN KEY ("user_b") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifieds" ADD CONSTRAINT "classifieds_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_achievements" ADD CONSTRAINT "member_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spark_decisions_actor_time_idx" ON "spark_decisions" USING btree ("actor_id","decided_at");--> statement-breakpoint
CREATE INDEX "spark_decisions_target_kind_time_idx" ON "spark_decisions" USING btree ("target_id","kind","decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "spark_matches_pair_key" ON "spark_matches" USING btree ("user_a","user_b");--> statement-breakpoint
CREATE INDEX "spark_matches_user_b_idx" ON "spark_matches" USING btree ("user_b","created_at");--> statement-breakpoint
CREATE INDEX "spark_matches_user_a_idx" ON "spark_matches" USING btree ("user_a","created_at");--> statement-breakpoint
CREATE INDEX "classifieds_renewed_idx" ON "classifieds" USING btree ("renewed_at","id");--> statement-breakpoint
CREATE INDEX "classifieds_author_idx" ON "classifieds" USING btree ("author_id","renewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_achievements_user_key" ON "member_achievements" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "room_messages_sender_room_idx" ON "room_messages" USING btree ("sender_id","room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_subject_key" ON "reports" USING btree ("reporter_id","subject",coalesce("subject_upload_id", "subject_message_id", "subject_classified_id", "subject_user_id")) WHERE "reports"."status" in ('OPEN','PROCESSING','AWAITING_REPLY') and ("reports"."subject" = 'USER' or "reports"."subject_upload_id" is not null or "reports"."subject_message_id" is not null or "reports"."subject_classified_id" is not null);