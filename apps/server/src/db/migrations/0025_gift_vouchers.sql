ALTER TABLE "member_gifts" ADD COLUMN "voucher_code" text;--> statement-breakpoint
ALTER TABLE "member_gifts" ADD COLUMN "redeemed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_gifts" ADD COLUMN "redeemed_by" uuid;--> statement-breakpoint
ALTER TABLE "member_gifts" ADD CONSTRAINT "member_gifts_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_gifts_voucher_code_key" ON "member_gifts" USING btree ("voucher_code");--> statement-breakpoint
-- hand-written: gifts bought before get a code too (10 of the 31 voucher letters, gifts.voucher.ts),
-- from the strong random bytes of gen_random_uuid() (bytes 0-5 and 10-13 are fully random); the
-- reference to m.id makes the subquery run once per row. Then the column is required.
UPDATE "member_gifts" m SET "voucher_code" = (
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + get_byte(r.b, i) % 31, 1), '' ORDER BY i)
  FROM (SELECT uuid_send(gen_random_uuid()) AS b WHERE m.id IS NOT NULL) r, unnest(ARRAY[0, 1, 2, 3, 4, 5, 10, 11, 12, 13]) AS i
) WHERE "voucher_code" IS NULL;--> statement-breakpoint
ALTER TABLE "member_gifts" ALTER COLUMN "voucher_code" SET NOT NULL;