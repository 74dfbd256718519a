ALTER TABLE "user_api_keys" DROP CONSTRAINT "user_api_keys_user_service_unique";
--> statement-breakpoint
ALTER TABLE "beta_feedback" DROP CONSTRAINT "beta_feedback_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "business_results" DROP CONSTRAINT "business_results_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "lead_lists" DROP CONSTRAINT "lead_lists_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "search_history" DROP CONSTRAINT "search_history_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "email_sequences" DROP CONSTRAINT "email_sequences_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "email_templates" DROP CONSTRAINT "email_templates_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "google_api_requests" DROP CONSTRAINT "google_api_requests_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "support_messages" DROP CONSTRAINT "support_messages_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "user_api_keys" DROP CONSTRAINT "user_api_keys_user_id_user_id_fk";
--> statement-breakpoint
DROP INDEX "business_results_search_user_idx";
--> statement-breakpoint
DROP INDEX "business_results_user_place_idx";
--> statement-breakpoint
DROP INDEX "lead_lists_user_created_idx";
--> statement-breakpoint
DROP INDEX "search_history_user_created_idx";
--> statement-breakpoint
DROP INDEX "email_templates_user_idx";
--> statement-breakpoint
DROP INDEX "google_api_requests_user_created_idx";
--> statement-breakpoint
ALTER TABLE "beta_feedback" ADD COLUMN "team_id" text;
--> statement-breakpoint
ALTER TABLE "beta_feedback" ADD COLUMN "created_by" text;
--> statement-breakpoint
ALTER TABLE "business_results" ADD COLUMN "team_id" text;
--> statement-breakpoint
ALTER TABLE "lead_lists" ADD COLUMN "team_id" text;
--> statement-breakpoint
ALTER TABLE "lead_lists" ADD COLUMN "created_by" text;
--> statement-breakpoint
ALTER TABLE "search_history" ADD COLUMN "team_id" text;
--> statement-breakpoint
ALTER TABLE "search_history" ADD COLUMN "created_by" text;
--> statement-breakpoint
ALTER TABLE "search_history" ADD COLUMN "score_persona" text DEFAULT 'agency' NOT NULL;
--> statement-breakpoint
ALTER TABLE "email_sequences" ADD COLUMN "team_id" text;
--> statement-breakpoint
ALTER TABLE "email_sequences" ADD COLUMN "created_by" text;
--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "team_id" text;
--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "created_by" text;
--> statement-breakpoint
ALTER TABLE "google_api_requests" ADD COLUMN "team_id" text;
--> statement-breakpoint
ALTER TABLE "google_api_requests" ADD COLUMN "created_by" text;
--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "team_id" text;
--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "created_by" text;
--> statement-breakpoint
ALTER TABLE "user_api_keys" ADD COLUMN "team_id" text;
--> statement-breakpoint
ALTER TABLE "user_api_keys" ADD COLUMN "created_by" text;
--> statement-breakpoint
-- Every record moves into its owner's personal team (made for every account by 0012_teams); who made it is
-- its owner. Google keys keep their row ids, to which their ciphertext is bound (decision 088): no re-encryption.
--> statement-breakpoint
UPDATE "search_history" x SET "team_id" = t."id", "created_by" = x."user_id" FROM "team" t WHERE t."personal_of" = x."user_id";
--> statement-breakpoint
UPDATE "lead_lists" x SET "team_id" = t."id", "created_by" = x."user_id" FROM "team" t WHERE t."personal_of" = x."user_id";
--> statement-breakpoint
UPDATE "email_sequences" x SET "team_id" = t."id", "created_by" = x."user_id" FROM "team" t WHERE t."personal_of" = x."user_id";
--> statement-breakpoint
UPDATE "user_api_keys" x SET "team_id" = t."id", "created_by" = x."user_id" FROM "team" t WHERE t."personal_of" = x."user_id";
--> statement-breakpoint
UPDATE "google_api_requests" x SET "team_id" = t."id", "created_by" = x."user_id" FROM "team" t WHERE t."personal_of" = x."user_id";
--> statement-breakpoint
UPDATE "email_templates" x SET "team_id" = t."id", "created_by" = x."user_id" FROM "team" t WHERE t."personal_of" = x."user_id";
--> statement-breakpoint
UPDATE "beta_feedback" x SET "team_id" = t."id", "created_by" = x."user_id" FROM "team" t WHERE t."personal_of" = x."user_id";
--> statement-breakpoint
UPDATE "support_messages" x SET "team_id" = t."id", "created_by" = x."user_id" FROM "team" t WHERE t."personal_of" = x."user_id";
--> statement-breakpoint
-- A lead belongs to its search's team.
UPDATE "business_results" b SET "team_id" = s."team_id" FROM "search_history" s WHERE s."id" = b."search_id";
--> statement-breakpoint
-- Each search keeps the persona its leads were scored for (its owner's at the time of this migration).
UPDATE "search_history" s SET "score_persona" = p."score_persona" FROM "profiles" p WHERE p."id" = s."created_by";
--> statement-breakpoint
ALTER TABLE "business_results" ALTER COLUMN "team_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "lead_lists" ALTER COLUMN "team_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "search_history" ALTER COLUMN "team_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "email_sequences" ALTER COLUMN "team_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "google_api_requests" ALTER COLUMN "team_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "user_api_keys" ALTER COLUMN "team_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "beta_feedback" ADD CONSTRAINT "beta_feedback_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "beta_feedback" ADD CONSTRAINT "beta_feedback_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_results" ADD CONSTRAINT "business_results_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lead_lists" ADD CONSTRAINT "lead_lists_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lead_lists" ADD CONSTRAINT "lead_lists_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "email_sequences" ADD CONSTRAINT "email_sequences_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "email_sequences" ADD CONSTRAINT "email_sequences_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "google_api_requests" ADD CONSTRAINT "google_api_requests_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "google_api_requests" ADD CONSTRAINT "google_api_requests_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_api_keys" ADD CONSTRAINT "user_api_keys_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_api_keys" ADD CONSTRAINT "user_api_keys_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "business_results_search_team_idx" ON "business_results" USING btree ("search_id","team_id");
--> statement-breakpoint
CREATE INDEX "business_results_team_place_idx" ON "business_results" USING btree ("team_id","google_place_id");
--> statement-breakpoint
CREATE INDEX "lead_lists_team_created_idx" ON "lead_lists" USING btree ("team_id","created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "search_history_team_created_idx" ON "search_history" USING btree ("team_id","created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "email_sequences_team_idx" ON "email_sequences" USING btree ("team_id");
--> statement-breakpoint
CREATE INDEX "email_templates_team_idx" ON "email_templates" USING btree ("team_id");
--> statement-breakpoint
CREATE INDEX "google_api_requests_team_created_idx" ON "google_api_requests" USING btree ("team_id","created_at");
--> statement-breakpoint
CREATE INDEX "google_api_requests_created_by_idx" ON "google_api_requests" USING btree ("created_by","created_at");
--> statement-breakpoint
ALTER TABLE "beta_feedback" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "business_results" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "lead_lists" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "search_history" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "email_sequences" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "email_templates" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "google_api_requests" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "support_messages" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "user_api_keys" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "user_api_keys" ADD CONSTRAINT "user_api_keys_team_service_unique" UNIQUE("team_id","service_name");
--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_owner_check" CHECK ("email_templates"."is_system_template" or "email_templates"."team_id" is not null);
