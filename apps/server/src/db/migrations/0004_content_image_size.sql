ALTER TABLE "news" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_height" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_height" integer;