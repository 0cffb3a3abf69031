ALTER TABLE "studio_schedules" ADD COLUMN "revision" integer;--> statement-breakpoint
ALTER TABLE "studio_schedules" ADD COLUMN "content" jsonb;