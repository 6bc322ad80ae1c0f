CREATE TABLE "spark_decisions" (
	"actor_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spark_decisions_actor_id_target_id_pk" PRIMARY KEY("actor_id","target_id"),
	CONSTRAINT "spark_decisions_kind_check" CHECK ("spark_decisions"."kind" in ('SPARK','SKIP')),
	CONSTRAINT "spark_decisions_not_self_check" CHECK ("spark_decisions"."actor_id" <> "spark_decisions"."target_id")
);
--> statement-breakpoint
CREATE TABLE "spark_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_a" uuid NOT NULL,
	"user_b" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spark_matches_order_check" CHECK ("spark_matches"."user_a" < "spark_matches"."user_b")
);
--> statement-breakpoint
ALTER TABLE "spark_decisions" ADD CONSTRAINT "spark_decisions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spark_decisions" ADD CONSTRAINT "spark_decisions_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spark_matches" ADD CONSTRAINT "spark_matches_user_a_users_id_fk" FOREIGN KEY ("user_a") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spark_matches" ADD CONSTRAINT "spark_matches_user_b_users_id_fk" FOREIGN KEY ("user_b") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spark_decisions_actor_time_idx" ON "spark_decisions" USING btree ("actor_id","decided_at");--> statement-breakpoint
CREATE INDEX "spark_decisions_target_kind_time_idx" ON "spark_decisions" USING btree ("target_id","kind","decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "spark_matches_pair_key" ON "spark_matches" USING btree ("user_a","user_b");--> statement-breakpoint
CREATE INDEX "spark_matches_user_b_idx" ON "spark_matches" USING btree ("user_b","created_at");--> statement-breakpoint
CREATE INDEX "spark_matches_user_a_idx" ON "spark_matches" USING btree ("user_a","created_at");