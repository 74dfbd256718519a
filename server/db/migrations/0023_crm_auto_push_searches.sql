CREATE TABLE "crm_auto_push_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"created_by" text,
	"connection_id" uuid NOT NULL,
	"search_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_auto_push_searches_connection_search_unique" UNIQUE("connection_id","search_id")
);
--> statement-breakpoint
ALTER TABLE "crm_connections" ADD COLUMN "auto_push_scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_auto_push_searches" ADD CONSTRAINT "crm_auto_push_searches_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_auto_push_searches" ADD CONSTRAINT "crm_auto_push_searches_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_auto_push_searches" ADD CONSTRAINT "crm_auto_push_searches_connection_id_crm_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_auto_push_searches" ADD CONSTRAINT "crm_auto_push_searches_search_id_search_history_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."search_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_auto_push_searches_team_search_idx" ON "crm_auto_push_searches" USING btree ("team_id","search_id");