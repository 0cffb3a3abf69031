CREATE TABLE "studio_image_files" (
	"image_id" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"content_hash" text NOT NULL,
	CONSTRAINT "studio_image_files_image_id_width_format_pk" PRIMARY KEY("image_id","width","format"),
	CONSTRAINT "studio_image_files_format" CHECK ("studio_image_files"."format" in ('webp', 'jpeg'))
);
--> statement-breakpoint
CREATE TABLE "studio_images" (
	"id" text PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_images_content_hash" UNIQUE("content_hash"),
	CONSTRAINT "studio_images_type" CHECK ("studio_images"."type" in ('png', 'jpeg', 'webp'))
);
--> statement-breakpoint
ALTER TABLE "studio_image_files" ADD CONSTRAINT "studio_image_files_image_id_studio_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."studio_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_images" ADD CONSTRAINT "studio_images_uploaded_by_studio_people_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."studio_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_images_uploaded_at" ON "studio_images" USING btree ("uploaded_at");