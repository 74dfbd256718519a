CREATE TABLE "audit_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"created_by" text,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"first_viewed_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "audit_reports_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "page_speed_cache" (
	"domain" text PRIMARY KEY NOT NULL,
	"result" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_branding" (
	"team_id" text PRIMARY KEY NOT NULL,
	"agency_name" text,
	"logo" "bytea",
	"logo_type" text,
	"colour" text,
	"cta_text" text,
	"cta_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_results" ADD COLUMN "company_size" jsonb;--> statement-breakpoint
ALTER TABLE "business_results" ADD COLUMN "audit" jsonb;--> statement-breakpoint
ALTER TABLE "business_results" ADD COLUMN "email_checks" jsonb;--> statement-breakpoint
ALTER TABLE "business_results" ADD COLUMN "chain" jsonb;--> statement-breakpoint
ALTER TABLE "business_results" ADD COLUMN "business_status" text;--> statement-breakpoint
ALTER TABLE "business_results" ADD COLUMN "google_profile" jsonb;--> statement-breakpoint
ALTER TABLE "business_results" ADD COLUMN "report_viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_reports" ADD CONSTRAINT "audit_reports_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_reports" ADD CONSTRAINT "audit_reports_lead_id_business_results_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."business_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_reports" ADD CONSTRAINT "audit_reports_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_branding" ADD CONSTRAINT "team_branding_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_reports_team_lead_idx" ON "audit_reports" USING btree ("team_id","lead_id");