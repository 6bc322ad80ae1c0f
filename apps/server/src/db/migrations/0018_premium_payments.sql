CREATE TABLE "payment_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"package_months" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_amount_rappen" integer NOT NULL,
	CONSTRAINT "payment_line_items_kind_check" CHECK ("payment_line_items"."kind" in ('PREMIUM','GIFT')),
	CONSTRAINT "payment_line_items_amount_check" CHECK ("payment_line_items"."unit_amount_rappen" >= 0 and "payment_line_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"customer_ref" text,
	"brand" text NOT NULL,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"reusable" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_pkey" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"amount_rappen" integer NOT NULL,
	"currency" text DEFAULT 'CHF' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"purpose" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_ref" text,
	"provider_charge_ref" text,
	"response_message" text,
	"subscription_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_rappen" >= 0),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" = 'CHF'),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('PENDING','SUCCEEDED','FAILED','CANCELLED')),
	CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('PREMIUM','TRIAL','RENEWAL','METHOD'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"package_months" integer NOT NULL,
	"state" text NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"renewal_attempts" integer DEFAULT 0 NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_state_check" CHECK ("subscriptions"."state" in ('TRIAL','ACTIVE','CANCELLED','PAST_DUE','ENDED')),
	CONSTRAINT "subscriptions_package_check" CHECK ("subscriptions"."package_months" in (1, 3, 12))
);
--> statement-breakpoint
CREATE TABLE "test_provider_records" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_records_kind_check" CHECK ("test_provider_records"."kind" in ('session','card','charge'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "payment_line_items" ADD CONSTRAINT "payment_line_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_line_items_payment_idx" ON "payment_line_items" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_provider_ref_key" ON "payment_methods" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payment_methods_user_idx" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default_key" ON "payment_methods" USING btree ("user_id") WHERE "payment_methods"."is_default";--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_key" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."state" <> 'ENDED';--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('FRIEND_REQUEST','FRIEND_ACCEPTED','PROFILE_VISIT','VERIFICATION_APPROVED','VERIFICATION_DENIED','PREMIUM_RENEWAL_FAILED','PREMIUM_ENDED'));