CREATE TABLE "gift_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_gift_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"note" text,
	"state" text DEFAULT 'UNOPENED' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "gift_transfers_state_check" CHECK ("gift_transfers"."state" in ('UNOPENED','ACCEPTED','DECLINED','RETURNED')),
	CONSTRAINT "gift_transfers_note_check" CHECK ("gift_transfers"."note" is null or char_length("gift_transfers"."note") <= 300)
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"description_de" text NOT NULL,
	"description_en" text NOT NULL,
	"image_path" text,
	"image_width" integer,
	"image_height" integer,
	"price_rappen" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"stock" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_price_check" CHECK ("gifts"."price_rappen" > 0),
	CONSTRAINT "gifts_stock_check" CHECK ("gifts"."stock" is null or "gifts"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gift_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"payment_id" uuid,
	"price_rappen" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "push_deliveries" DROP CONSTRAINT "push_deliveries_kind_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_check";--> statement-breakpoint
ALTER TABLE "payment_line_items" ADD COLUMN "gift_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_line_items" ADD COLUMN "gift_name_de" text;--> statement-breakpoint
ALTER TABLE "payment_line_items" ADD COLUMN "gift_name_en" text;--> statement-breakpoint
ALTER TABLE "gift_transfers" ADD CONSTRAINT "gift_transfers_member_gift_id_member_gifts_id_fk" FOREIGN KEY ("member_gift_id") REFERENCES "public"."member_gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_transfers" ADD CONSTRAINT "gift_transfers_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_transfers" ADD CONSTRAINT "gift_transfers_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_gifts" ADD CONSTRAINT "member_gifts_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_gifts" ADD CONSTRAINT "member_gifts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_gifts" ADD CONSTRAINT "member_gifts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_transfers_one_open_key" ON "gift_transfers" USING btree ("member_gift_id") WHERE "gift_transfers"."state" = 'UNOPENED';--> statement-breakpoint
CREATE INDEX "gift_transfers_recipient_idx" ON "gift_transfers" USING btree ("recipient_id","state");--> statement-breakpoint
CREATE INDEX "gift_transfers_sender_idx" ON "gift_transfers" USING btree ("sender_id","sent_at");--> statement-breakpoint
CREATE INDEX "gifts_active_price_idx" ON "gifts" USING btree ("active","price_rappen");--> statement-breakpoint
CREATE INDEX "member_gifts_owner_idx" ON "member_gifts" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "member_gifts_payment_idx" ON "member_gifts" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('FRIEND_REQUEST','FRIEND_ACCEPTED','PROFILE_VISIT','VERIFICATION_APPROVED','VERIFICATION_DENIED','PREMIUM_RENEWAL_FAILED','PREMIUM_ENDED','FRIEND_RESERVED','RESERVATION_PROMOTED','SPARK_MATCH','ACHIEVEMENT_EARNED','GIFT_RECEIVED'));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('MESSAGE','FRIEND_REQUEST','FRIEND_ACCEPTED','PROFILE_VISIT','VERIFICATION_DECIDED','SUBSCRIPTION','RESERVATION_CONFIRMED','RESERVATION_PROMOTED','RESERVATION_REMINDER','FRIEND_EVENT_RESERVATION','FRIEND_DAILY_RESERVATION','SPARK_MATCH','ACHIEVEMENT_EARNED','GIFT_RECEIVED'));--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_kind_check" CHECK ("push_deliveries"."kind" in ('MESSAGE','FRIEND_REQUEST','FRIEND_ACCEPTED','PROFILE_VISIT','VERIFICATION_DECIDED','SUBSCRIPTION','RESERVATION_CONFIRMED','RESERVATION_PROMOTED','RESERVATION_REMINDER','FRIEND_EVENT_RESERVATION','FRIEND_DAILY_RESERVATION','SPARK_MATCH','ACHIEVEMENT_EARNED','GIFT_RECEIVED'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('PREMIUM','TRIAL','RENEWAL','METHOD','GIFTS'));