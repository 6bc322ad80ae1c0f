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
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_check";--> statement-breakpoint
ALTER TABLE "payment_line_items" ADD COLUMN "gift_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_line_items" ADD COLUMN "gift_name_de" text;--> statement-breakpoint
ALTER TABLE "payment_line_items" ADD COLUMN "gift_name_en" text;--> statement-breakpoint
ALTER TABLE "member_gifts" ADD CONSTRAINT "member_gifts_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_gifts" ADD CONSTRAINT "member_gifts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_gifts" ADD CONSTRAINT "member_gifts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_active_price_idx" ON "gifts" USING btree ("active","price_rappen");--> statement-breakpoint
CREATE INDEX "member_gifts_owner_idx" ON "member_gifts" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "member_gifts_payment_idx" ON "member_gifts" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('PREMIUM','TRIAL','RENEWAL','METHOD','GIFTS'));