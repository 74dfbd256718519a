CREATE TABLE "lead_page_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"text" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lead_page_texts_lead_url_key" UNIQUE("lead_id","url")
);
--> statement-breakpoint
ALTER TABLE "lead_page_texts" ADD CONSTRAINT "lead_page_texts_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_page_texts" ADD CONSTRAINT "lead_page_texts_lead_id_business_results_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."business_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_page_texts_fetched_idx" ON "lead_page_texts" USING btree ("fetched_at");