CREATE TABLE "sweeps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"created_by" text,
	"query" text NOT NULL,
	"location" text NOT NULL,
	"area" jsonb NOT NULL,
	"cells" jsonb NOT NULL,
	"skip_known" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"budget_requests" integer NOT NULL,
	"requests_spent" integer DEFAULT 0 NOT NULL,
	"places_found" integer DEFAULT 0 NOT NULL,
	"places_saved" integer DEFAULT 0 NOT NULL,
	"places_skipped" integer DEFAULT 0 NOT NULL,
	"search_reservation" jsonb,
	"used_admin_key" boolean DEFAULT false NOT NULL,
	"beta_results_reserved" integer DEFAULT 0 NOT NULL,
	"score_persona" text DEFAULT 'agency' NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "search_history" ADD COLUMN "sweep_id" uuid;--> statement-breakpoint
ALTER TABLE "search_history" ADD COLUMN "sweep_part" integer;--> statement-breakpoint
ALTER TABLE "sweeps" ADD CONSTRAINT "sweeps_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sweeps" ADD CONSTRAINT "sweeps_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sweeps_team_created_idx" ON "sweeps" USING btree ("team_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_sweep_id_sweeps_id_fk" FOREIGN KEY ("sweep_id") REFERENCES "public"."sweeps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_history_sweep_idx" ON "search_history" USING btree ("sweep_id");