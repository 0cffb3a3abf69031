CREATE TABLE "studio_preview_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"number" integer,
	"path" text NOT NULL,
	"content" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studio_preview_links" ADD CONSTRAINT "studio_preview_links_page_id_studio_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."studio_pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_preview_links" ADD CONSTRAINT "studio_preview_links_created_by_studio_people_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."studio_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_preview_links_page" ON "studio_preview_links" USING btree ("page_id");