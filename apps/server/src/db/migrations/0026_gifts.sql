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
CREATE INDEX "gifts_active_price_idx" ON "gifts" USING btree ("active","price_rappen");