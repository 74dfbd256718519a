CREATE TABLE "research_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"column_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer" jsonb,
	"reason" text,
	"confidence" real,
	"quote" text,
	"url" text,
	"error" text,
	"prompt_tokens" integer,
	"completion_tokens" integer,
	"cost_micros" integer,
	"answered_at" timestamp with time zone,
	"pages_fetched_at" timestamp with time zone,
	CONSTRAINT "research_answers_column_lead_key" UNIQUE("column_id","lead_id")
);
--> statement-breakpoint
CREATE TABLE "research_columns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"created_by" text,
	"question_id" uuid NOT NULL,
	"search_id" uuid,
	"list_id" uuid,
	"status" text DEFAULT 'idle' NOT NULL,
	"stop_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_columns_one_view" CHECK (("research_columns"."search_id" is null) <> ("research_columns"."list_id" is null))
);
--> statement-breakpoint
CREATE TABLE "research_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"created_by" text,
	"question" text NOT NULL,
	"answer_type" text NOT NULL,
	"choices" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_spend" (
	"team_id" text NOT NULL,
	"month" text NOT NULL,
	"micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "research_spend_team_id_month_pk" PRIMARY KEY("team_id","month")
);
--> statement-breakpoint
ALTER TABLE "research_answers" ADD CONSTRAINT "research_answers_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_answers" ADD CONSTRAINT "research_answers_column_id_research_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."research_columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_answers" ADD CONSTRAINT "research_answers_lead_id_business_results_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."business_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_columns" ADD CONSTRAINT "research_columns_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_columns" ADD CONSTRAINT "research_columns_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_columns" ADD CONSTRAINT "research_columns_question_id_research_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."research_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_columns" ADD CONSTRAINT "research_columns_search_id_search_history_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."search_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_columns" ADD CONSTRAINT "research_columns_list_id_lead_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lead_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_questions" ADD CONSTRAINT "research_questions_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_questions" ADD CONSTRAINT "research_questions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_spend" ADD CONSTRAINT "research_spend_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "research_answers_column_status_idx" ON "research_answers" USING btree ("column_id","status");--> statement-breakpoint
CREATE INDEX "research_answers_lead_idx" ON "research_answers" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "research_columns_search_idx" ON "research_columns" USING btree ("search_id");--> statement-breakpoint
CREATE INDEX "research_columns_list_idx" ON "research_columns" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "research_questions_team_created_idx" ON "research_questions" USING btree ("team_id","created_at" DESC NULLS LAST);