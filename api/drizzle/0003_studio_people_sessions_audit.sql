CREATE TABLE "studio_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"person_id" text,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_people" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "studio_people_role" CHECK ("studio_people"."role" in ('editor', 'publisher', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "studio_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "studio_sign_in_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studio_audit_log" ADD CONSTRAINT "studio_audit_log_person_id_studio_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."studio_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_sessions" ADD CONSTRAINT "studio_sessions_person_id_studio_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."studio_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_sign_in_links" ADD CONSTRAINT "studio_sign_in_links_person_id_studio_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."studio_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_audit_log_at" ON "studio_audit_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_people_email" ON "studio_people" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "studio_sessions_person" ON "studio_sessions" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "studio_sign_in_links_person" ON "studio_sign_in_links" USING btree ("person_id");