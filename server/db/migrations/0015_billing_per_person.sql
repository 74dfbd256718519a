CREATE TABLE "beta_budgets" (
	"user_id" text PRIMARY KEY NOT NULL,
	"results_used" integer DEFAULT 0 NOT NULL,
	"results_limit" integer DEFAULT 200 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_usage" (
	"team_id" text NOT NULL,
	"month" text NOT NULL,
	"action_type" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_usage_team_id_month_action_type_pk" PRIMARY KEY("team_id","month","action_type")
);
--> statement-breakpoint
ALTER TABLE "beta_budgets" ADD CONSTRAINT "beta_budgets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_usage" ADD CONSTRAINT "team_usage_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The beta results budget is the beta person's own, apart from any subscription (decision 110): moved, then dropped.
INSERT INTO "beta_budgets" ("user_id", "results_used", "results_limit")
SELECT "user_id", "beta_results_used", "beta_results_limit" FROM "subscriptions"
WHERE "beta_results_used" <> 0 OR "beta_results_limit" <> 200
ON CONFLICT ("user_id") DO NOTHING;
--> statement-breakpoint
-- A person's counters so far become their subscription's total and their personal team's share.
INSERT INTO "team_usage" ("team_id", "month", "action_type", "used")
SELECT t."id", u."month", u."action_type", u."api_calls_used"
FROM "usage_tracking" u JOIN "team" t ON t."personal_of" = u."user_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "beta_results_used";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "beta_results_limit";