CREATE TABLE "campaign_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"place_id" text,
	"email" text NOT NULL,
	"mailbox_id" uuid,
	"state" text DEFAULT 'active' NOT NULL,
	"first_line" text,
	"ended_reason" text,
	"reply_snippet" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_enrolments_email_lower" CHECK ("campaign_enrolments"."email" = lower("campaign_enrolments"."email")),
	CONSTRAINT "campaign_enrolments_state" CHECK ("campaign_enrolments"."state" in ('active', 'replied', 'bounced', 'unsubscribed', 'stopped', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "campaign_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"step_index" integer NOT NULL,
	"mailbox_id" uuid,
	"message_id" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"in_reply_to" text,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"due_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_messages_enrolment_step" UNIQUE("enrolment_id","step_index"),
	CONSTRAINT "campaign_messages_message_id" UNIQUE("message_id"),
	CONSTRAINT "campaign_messages_state" CHECK ("campaign_messages"."state" in ('scheduled', 'sending', 'sent', 'bounced', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"created_by" text,
	"name" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"steps" jsonb NOT NULL,
	"mailbox_ids" jsonb NOT NULL,
	"ai_first_line" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"launched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_status" CHECK ("campaigns"."status" in ('running', 'paused', 'stopped', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "inbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"mailbox_id" uuid NOT NULL,
	"uid_validity" text NOT NULL,
	"uid" integer NOT NULL,
	"kind" text NOT NULL,
	"enrolment_id" uuid,
	"from_address" text,
	"subject" text,
	"snippet" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_messages_mailbox_uid" UNIQUE("mailbox_id","uid_validity","uid")
);
--> statement-breakpoint
CREATE TABLE "mailbox_inbox_positions" (
	"mailbox_id" uuid PRIMARY KEY NOT NULL,
	"uid_validity" text NOT NULL,
	"last_uid" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_send_days" (
	"mailbox_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailbox_send_days_mailbox_id_day_pk" PRIMARY KEY("mailbox_id","day")
);
--> statement-breakpoint
ALTER TABLE "campaign_enrolments" ADD CONSTRAINT "campaign_enrolments_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_enrolments" ADD CONSTRAINT "campaign_enrolments_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_enrolments" ADD CONSTRAINT "campaign_enrolments_lead_id_business_results_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."business_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_enrolments" ADD CONSTRAINT "campaign_enrolments_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD CONSTRAINT "campaign_messages_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD CONSTRAINT "campaign_messages_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD CONSTRAINT "campaign_messages_enrolment_id_campaign_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."campaign_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD CONSTRAINT "campaign_messages_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_enrolment_id_campaign_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."campaign_enrolments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_inbox_positions" ADD CONSTRAINT "mailbox_inbox_positions_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_send_days" ADD CONSTRAINT "mailbox_send_days_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_enrolments_campaign_idx" ON "campaign_enrolments" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_enrolments_lead_idx" ON "campaign_enrolments" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_enrolments_active_email" ON "campaign_enrolments" USING btree ("team_id","email") WHERE "campaign_enrolments"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_enrolments_active_place" ON "campaign_enrolments" USING btree ("team_id","place_id") WHERE "campaign_enrolments"."state" = 'active' and "campaign_enrolments"."place_id" is not null;--> statement-breakpoint
CREATE INDEX "campaign_messages_due_idx" ON "campaign_messages" USING btree ("mailbox_id","due_at") WHERE "campaign_messages"."state" in ('scheduled', 'sending');--> statement-breakpoint
CREATE INDEX "campaign_messages_campaign_idx" ON "campaign_messages" USING btree ("campaign_id","step_index");--> statement-breakpoint
CREATE INDEX "campaigns_team_launched_idx" ON "campaigns" USING btree ("team_id","launched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbound_messages_enrolment_idx" ON "inbound_messages" USING btree ("enrolment_id");