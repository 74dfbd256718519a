CREATE TABLE "crm_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"created_by" text,
	"provider" text NOT NULL,
	"token_encrypted" text NOT NULL,
	"token_last4" text NOT NULL,
	"account_name" text,
	"is_valid" boolean,
	"last_tested_at" timestamp with time zone,
	"fields" jsonb NOT NULL,
	"create_deal" boolean DEFAULT false NOT NULL,
	"pipeline_id" text,
	"stage_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_connections_team_provider_unique" UNIQUE("team_id","provider")
);
--> statement-breakpoint
CREATE TABLE "crm_push_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"push_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_push_items_push_lead_unique" UNIQUE("push_id","lead_id")
);
--> statement-breakpoint
CREATE TABLE "crm_pushes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"created_by" text,
	"connection_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crm_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"connection_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"company_id" text NOT NULL,
	"person_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deal_id" text,
	"record_url" text NOT NULL,
	"payload_hash" text NOT NULL,
	"pushed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_records_connection_lead_unique" UNIQUE("connection_id","lead_id")
);
--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_push_items" ADD CONSTRAINT "crm_push_items_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_push_items" ADD CONSTRAINT "crm_push_items_push_id_crm_pushes_id_fk" FOREIGN KEY ("push_id") REFERENCES "public"."crm_pushes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_push_items" ADD CONSTRAINT "crm_push_items_lead_id_business_results_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."business_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pushes" ADD CONSTRAINT "crm_pushes_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pushes" ADD CONSTRAINT "crm_pushes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pushes" ADD CONSTRAINT "crm_pushes_connection_id_crm_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_records" ADD CONSTRAINT "crm_records_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_records" ADD CONSTRAINT "crm_records_connection_id_crm_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_records" ADD CONSTRAINT "crm_records_lead_id_business_results_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."business_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_pushes_connection_status_idx" ON "crm_pushes" USING btree ("connection_id","status");--> statement-breakpoint
CREATE INDEX "crm_records_team_lead_idx" ON "crm_records" USING btree ("team_id","lead_id");