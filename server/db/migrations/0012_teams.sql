CREATE TABLE "team" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"metadata" text,
	"personal_of" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_slug_unique" UNIQUE("slug"),
	CONSTRAINT "team_personal_of_unique" UNIQUE("personal_of")
);
--> statement-breakpoint
CREATE TABLE "team_invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inviter_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_member" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "active_team_id" text;--> statement-breakpoint
ALTER TABLE "team" ADD CONSTRAINT "team_personal_of_user_id_fk" FOREIGN KEY ("personal_of") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitation" ADD CONSTRAINT "team_invitation_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitation" ADD CONSTRAINT "team_invitation_inviter_id_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member" ADD CONSTRAINT "team_member_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member" ADD CONSTRAINT "team_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_invitation_team_id_idx" ON "team_invitation" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "team_invitation_email_idx" ON "team_invitation" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "team_member_team_user_unique" ON "team_member" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "team_member_user_id_idx" ON "team_member" USING btree ("user_id");--> statement-breakpoint
-- Every existing account gets its personal team (decision 101), owned by it, and its sessions start there.
INSERT INTO "team" ("id", "name", "slug", "personal_of", "created_at")
SELECT replace(gen_random_uuid()::text, '-', ''),
       CASE WHEN btrim(u."name") = '' THEN 'Personal team'
            ELSE left(split_part(btrim(u."name"), ' ', 1), 60) || '''s team' END,
       'personal-' || lower(u."id"), u."id", u."created_at"
FROM "user" u
WHERE NOT EXISTS (SELECT 1 FROM "team" t WHERE t."personal_of" = u."id");
--> statement-breakpoint
INSERT INTO "team_member" ("id", "team_id", "user_id", "role", "created_at")
SELECT replace(gen_random_uuid()::text, '-', ''), t."id", t."personal_of", 'owner', t."created_at"
FROM "team" t
WHERE t."personal_of" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "team_member" m WHERE m."team_id" = t."id" AND m."user_id" = t."personal_of");
--> statement-breakpoint
UPDATE "session" s SET "active_team_id" = t."id" FROM "team" t WHERE t."personal_of" = s."user_id";
