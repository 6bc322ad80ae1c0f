ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "new_email" "citext";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_new_email_check" CHECK (("account_tokens"."purpose" = 'email_change') = ("account_tokens"."new_email" is not null));--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('email_activation','password_reset','email_change'));