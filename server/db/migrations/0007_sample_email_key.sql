DROP INDEX "sample_searches_email_idx";--> statement-breakpoint
ALTER TABLE "sample_searches" ADD COLUMN "email_key" text;--> statement-breakpoint
UPDATE "sample_searches" SET "email_key" = lower("email");--> statement-breakpoint
ALTER TABLE "sample_searches" ALTER COLUMN "email_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "sample_searches_email_key_idx" ON "sample_searches" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "sample_searches_created_idx" ON "sample_searches" USING btree ("created_at");
