CREATE TABLE "member_achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_achievements_key_check" CHECK ("member_achievements"."key" in ('FRIENDS_1','FRIENDS_50','FRIENDS_100','ROOM_MESSAGES_1','ROOM_MESSAGES_500','ROOM_MESSAGES_1000','UPLOADS_1','UPLOADS_50','LIKES_1','LIKES_100','FIRST_GIFT'))
);
--> statement-breakpoint
DROP INDEX "room_messages_sender_idx";--> statement-breakpoint
ALTER TABLE "member_achievements" ADD CONSTRAINT "member_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_achievements_user_key" ON "member_achievements" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "room_messages_sender_room_idx" ON "room_messages" USING btree ("sender_id","room_id");