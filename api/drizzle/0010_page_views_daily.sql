CREATE TABLE "page_views_daily" (
	"path" text NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_views_daily_path_day_pk" PRIMARY KEY("path","day")
);
--> statement-breakpoint
CREATE INDEX "page_views_daily_day" ON "page_views_daily" USING btree ("day");