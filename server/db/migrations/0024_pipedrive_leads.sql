ALTER TABLE "crm_connections" ADD COLUMN "deal_kind" text DEFAULT 'deal' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_records" ADD COLUMN "crm_lead_id" text;