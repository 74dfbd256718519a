ALTER TABLE "sample_searches" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "sample_searches" ADD COLUMN "attached_user_id" text;--> statement-breakpoint
ALTER TABLE "sample_searches" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sample_searches" ADD CONSTRAINT "sample_searches_attached_user_id_user_id_fk" FOREIGN KEY ("attached_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_searches_email_idx" ON "sample_searches" USING btree ("email");