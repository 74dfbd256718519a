CREATE SEQUENCE "public"."business_results_revision_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "business_results" ADD COLUMN "revision" bigint DEFAULT nextval('business_results_revision_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "search_history" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "search_history" ADD COLUMN "lease_until" timestamp with time zone;