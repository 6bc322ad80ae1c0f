CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"event_id" uuid,
	"date" date NOT NULL,
	"female_guests" integer NOT NULL,
	"male_guests" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" uuid,
	CONSTRAINT "reservations_kind_check" CHECK ("reservations"."kind" in ('EVENT','DAILY')),
	CONSTRAINT "reservations_kind_event_check" CHECK (("reservations"."kind" = 'EVENT') = ("reservations"."event_id" is not null)),
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('CONFIRMED','WAITLISTED','CANCELLED')),
	CONSTRAINT "reservations_guests_check" CHECK ("reservations"."female_guests" between 0 and 5 and "reservations"."male_guests" between 0 and 5 and "reservations"."female_guests" + "reservations"."male_guests" >= 1),
	CONSTRAINT "reservations_cancelled_check" CHECK (("reservations"."status" = 'CANCELLED') = ("reservations"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "venue_closed_days" (
	"date" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_opening_hours" (
	"weekday" integer PRIMARY KEY NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	"couple_only" boolean DEFAULT false NOT NULL,
	"capacity" integer,
	CONSTRAINT "venue_opening_hours_weekday_check" CHECK ("venue_opening_hours"."weekday" between 1 and 7),
	CONSTRAINT "venue_opening_hours_times_check" CHECK ("venue_opening_hours"."opens_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "venue_opening_hours"."closes_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "venue_opening_hours_capacity_check" CHECK ("venue_opening_hours"."capacity" is null or "venue_opening_hours"."capacity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_user_event_active_key" ON "reservations" USING btree ("user_id","event_id") WHERE "reservations"."status" <> 'CANCELLED' and "reservations"."event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_user_day_active_key" ON "reservations" USING btree ("user_id","date") WHERE "reservations"."status" <> 'CANCELLED' and "reservations"."kind" = 'DAILY';--> statement-breakpoint
CREATE INDEX "reservations_event_idx" ON "reservations" USING btree ("event_id","status","priority","created_at");--> statement-breakpoint
CREATE INDEX "reservations_day_idx" ON "reservations" USING btree ("date","kind","status","priority","created_at");--> statement-breakpoint
CREATE INDEX "reservations_user_date_idx" ON "reservations" USING btree ("user_id","date");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" is null or "events"."capacity" >= 1);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('FRIEND_REQUEST','FRIEND_ACCEPTED','PROFILE_VISIT','VERIFICATION_APPROVED','VERIFICATION_DENIED','PREMIUM_RENEWAL_FAILED','PREMIUM_ENDED','FRIEND_RESERVED','RESERVATION_PROMOTED'));--> statement-breakpoint
INSERT INTO "venue_opening_hours" ("weekday", "opens_at", "closes_at", "couple_only", "capacity") VALUES (3, '14:00', '00:00', true, NULL), (4, '14:00', '00:00', false, NULL), (5, '14:00', '02:00', false, NULL), (6, '14:00', '03:00', false, NULL), (7, '14:00', '22:00', false, NULL) ON CONFLICT DO NOTHING;
