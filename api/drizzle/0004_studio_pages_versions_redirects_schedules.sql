CREATE TABLE "studio_editing" (
	"page_id" text NOT NULL,
	"person_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_editing_page_id_person_id_pk" PRIMARY KEY("page_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "studio_page_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"number" integer NOT NULL,
	"path" text NOT NULL,
	"content" jsonb NOT NULL,
	"kind" text NOT NULL,
	"message" text,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_page_versions_kind" CHECK ("studio_page_versions"."kind" in ('publish', 'restore', 'checkpoint'))
);
--> statement-breakpoint
CREATE TABLE "studio_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"draft" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	"published_version_id" bigint,
	"published_at" timestamp with time zone,
	CONSTRAINT "studio_pages_path" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "studio_redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"to_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_schedules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_schedules_action" CHECK ("studio_schedules"."action" in ('publish', 'unpublish'))
);
--> statement-breakpoint
ALTER TABLE "studio_editing" ADD CONSTRAINT "studio_editing_page_id_studio_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."studio_pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_editing" ADD CONSTRAINT "studio_editing_person_id_studio_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."studio_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_page_versions" ADD CONSTRAINT "studio_page_versions_page_id_studio_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."studio_pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_page_versions" ADD CONSTRAINT "studio_page_versions_author_id_studio_people_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."studio_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_pages" ADD CONSTRAINT "studio_pages_created_by_studio_people_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."studio_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_pages" ADD CONSTRAINT "studio_pages_updated_by_studio_people_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."studio_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_pages" ADD CONSTRAINT "studio_pages_published_version_id_studio_page_versions_id_fk" FOREIGN KEY ("published_version_id") REFERENCES "public"."studio_page_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_schedules" ADD CONSTRAINT "studio_schedules_page_id_studio_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."studio_pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_schedules" ADD CONSTRAINT "studio_schedules_created_by_studio_people_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."studio_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_page_versions_page_number" ON "studio_page_versions" USING btree ("page_id","number");--> statement-breakpoint
CREATE INDEX "studio_schedules_due" ON "studio_schedules" USING btree ("at") WHERE "studio_schedules"."done_at" is null;