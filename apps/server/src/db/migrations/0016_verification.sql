CREATE TABLE "verification_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"selfie_storage_key" text,
	"submitted_at" timestamp with time zone,
	"deny_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_requests_state_check" CHECK ("verification_requests"."state" in ('PENDING','VERIFIED','DENIED')),
	CONSTRAINT "verification_requests_decided_check" CHECK (("verification_requests"."state" = 'PENDING') = ("verification_requests"."decided_at" is null)),
	CONSTRAINT "verification_requests_reason_check" CHECK (("verification_requests"."state" = 'DENIED') = ("verification_requests"."deny_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "verification_selfie_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"admin_id" uuid,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_selfie_views" ADD CONSTRAINT "verification_selfie_views_request_id_verification_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."verification_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_selfie_views" ADD CONSTRAINT "verification_selfie_views_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "verification_requests_one_pending_key" ON "verification_requests" USING btree ("user_id") WHERE "verification_requests"."state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "verification_requests_user_created_idx" ON "verification_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_requests_queue_idx" ON "verification_requests" USING btree ("state","submitted_at","id");--> statement-breakpoint
CREATE INDEX "verification_selfie_views_request_idx" ON "verification_selfie_views" USING btree ("request_id","viewed_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('FRIEND_REQUEST','FRIEND_ACCEPTED','PROFILE_VISIT','VERIFICATION_APPROVED','VERIFICATION_DENIED'));