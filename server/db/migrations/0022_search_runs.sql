ALTER TABLE "search_history" ADD COLUMN "run" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_history" ADD COLUMN "run_start_results" integer DEFAULT 0 NOT NULL;