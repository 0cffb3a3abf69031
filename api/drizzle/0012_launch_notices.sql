CREATE TABLE "app_launches" (
	"app_key" text PRIMARY KEY NOT NULL,
	"launched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"announced_by" text,
	"mails_written" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launch_notice_lapsed_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"app_key" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launch_notice_lapsed_links_reason" CHECK ("launch_notice_lapsed_links"."reason" in ('expired', 'used', 'launched'))
);
--> statement-breakpoint
CREATE TABLE "launch_notice_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"app_key" text NOT NULL,
	"email" text NOT NULL,
	"email_hash" text NOT NULL,
	"locale" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "launch_notice_subscriptions_token" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "mail_suppressions" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_suppressions_reason" CHECK ("mail_suppressions"."reason" in ('unsubscribed', 'bounced'))
);
--> statement-breakpoint
CREATE TABLE "unsubscribe_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "paced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_launches" ADD CONSTRAINT "app_launches_announced_by_studio_people_id_fk" FOREIGN KEY ("announced_by") REFERENCES "public"."studio_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "launch_notice_lapsed_links_at" ON "launch_notice_lapsed_links" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "launch_notice_subscriptions_app_email" ON "launch_notice_subscriptions" USING btree ("app_key","email");--> statement-breakpoint
CREATE INDEX "launch_notice_subscriptions_email_hash" ON "launch_notice_subscriptions" USING btree ("email_hash");--> statement-breakpoint
CREATE INDEX "launch_notice_subscriptions_unconfirmed" ON "launch_notice_subscriptions" USING btree ("token_expires_at") WHERE "launch_notice_subscriptions"."confirmed_at" is null;--> statement-breakpoint
CREATE INDEX "unsubscribe_tokens_email_hash" ON "unsubscribe_tokens" USING btree ("email_hash");--> statement-breakpoint
CREATE INDEX "mail_outbox_paced_claims" ON "mail_outbox" USING btree ("claimed_at") WHERE "mail_outbox"."paced";--> statement-breakpoint
CREATE INDEX "mail_outbox_topic" ON "mail_outbox" USING btree ("topic");