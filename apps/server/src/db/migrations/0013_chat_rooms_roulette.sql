CREATE TABLE "chat_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"owner_id" uuid,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_rooms_kind_check" CHECK ("chat_rooms"."kind" in ('PUBLIC','GROUP','PRIVATE'))
);
--> statement-breakpoint
CREATE TABLE "room_bans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"banned_by" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone,
	"invited_by" uuid,
	"last_read_seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"sender_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roulette_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"connection_id" text,
	"waiting_since" timestamp with time zone,
	"queue_expires_at" timestamp with time zone,
	"pair_id" uuid,
	"last_partner_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roulette_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pair_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"sender_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roulette_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_a" uuid NOT NULL,
	"user_b" uuid NOT NULL,
	"alias_a" text NOT NULL,
	"alias_b" text NOT NULL,
	"reveal_a" boolean DEFAULT false NOT NULL,
	"reveal_b" boolean DEFAULT false NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_subject_check";--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_bans" ADD CONSTRAINT "room_bans_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_bans" ADD CONSTRAINT "room_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_bans" ADD CONSTRAINT "room_bans_banned_by_users_id_fk" FOREIGN KEY ("banned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_memberships" ADD CONSTRAINT "room_memberships_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_memberships" ADD CONSTRAINT "room_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_memberships" ADD CONSTRAINT "room_memberships_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_messages" ADD CONSTRAINT "room_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_messages" ADD CONSTRAINT "room_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_members" ADD CONSTRAINT "roulette_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_members" ADD CONSTRAINT "roulette_members_pair_id_roulette_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."roulette_pairs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_members" ADD CONSTRAINT "roulette_members_last_partner_id_users_id_fk" FOREIGN KEY ("last_partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_messages" ADD CONSTRAINT "roulette_messages_pair_id_roulette_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."roulette_pairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_messages" ADD CONSTRAINT "roulette_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_pairs" ADD CONSTRAINT "roulette_pairs_user_a_users_id_fk" FOREIGN KEY ("user_a") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_pairs" ADD CONSTRAINT "roulette_pairs_user_b_users_id_fk" FOREIGN KEY ("user_b") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_rooms_kind_active_idx" ON "chat_rooms" USING btree ("kind","active_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_rooms_owner_idx" ON "chat_rooms" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_bans_room_user_key" ON "room_bans" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE INDEX "room_bans_user_idx" ON "room_bans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "room_bans_room_created_idx" ON "room_bans" USING btree ("room_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "room_bans_banned_by_idx" ON "room_bans" USING btree ("banned_by");--> statement-breakpoint
CREATE UNIQUE INDEX "room_memberships_room_user_key" ON "room_memberships" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE INDEX "room_memberships_user_idx" ON "room_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "room_memberships_room_joined_idx" ON "room_memberships" USING btree ("room_id","joined_at","id");--> statement-breakpoint
CREATE INDEX "room_memberships_invited_by_idx" ON "room_memberships" USING btree ("invited_by");--> statement-breakpoint
CREATE UNIQUE INDEX "room_messages_seq_key" ON "room_messages" USING btree ("room_id","seq");--> statement-breakpoint
CREATE INDEX "room_messages_sender_idx" ON "room_messages" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "roulette_members_waiting_idx" ON "roulette_members" USING btree ("waiting_since") WHERE "roulette_members"."waiting_since" is not null;--> statement-breakpoint
CREATE INDEX "roulette_members_pair_idx" ON "roulette_members" USING btree ("pair_id");--> statement-breakpoint
CREATE INDEX "roulette_members_last_partner_idx" ON "roulette_members" USING btree ("last_partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roulette_messages_seq_key" ON "roulette_messages" USING btree ("pair_id","seq");--> statement-breakpoint
CREATE INDEX "roulette_messages_sender_idx" ON "roulette_messages" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "roulette_pairs_user_a_idx" ON "roulette_pairs" USING btree ("user_a");--> statement-breakpoint
CREATE INDEX "roulette_pairs_user_b_idx" ON "roulette_pairs" USING btree ("user_b");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_subject_check" CHECK ("reports"."subject" in ('USER','PHOTO','MESSAGE','ROOM_MESSAGE','ROULETTE'));