CREATE TABLE "experiment_block_events" (
	"experiment_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"block" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_block_events_experiment_id_visitor_id_block_kind_pk" PRIMARY KEY("experiment_id","visitor_id","block","kind"),
	CONSTRAINT "experiment_block_events_kind" CHECK ("experiment_block_events"."kind" in ('seen', 'clicked'))
);
--> statement-breakpoint
CREATE TABLE "experiment_variants" (
	"experiment_id" text NOT NULL,
	"arm" integer NOT NULL,
	"content" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "experiment_variants_experiment_id_arm_pk" PRIMARY KEY("experiment_id","arm"),
	CONSTRAINT "experiment_variants_arm" CHECK ("experiment_variants"."arm" >= 1)
);
--> statement-breakpoint
CREATE TABLE "experiment_visitors" (
	"experiment_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"arm" integer NOT NULL,
	"exposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"converted_at" timestamp with time zone,
	CONSTRAINT "experiment_visitors_experiment_id_visitor_id_pk" PRIMARY KEY("experiment_id","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"goal" jsonb NOT NULL,
	"split" jsonb NOT NULL,
	"plan" jsonb,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_with" integer,
	"final_counts" jsonb,
	"purged_at" timestamp with time zone,
	CONSTRAINT "experiments_status" CHECK ("experiments"."status" in ('draft', 'running', 'ended')),
	CONSTRAINT "experiments_planned" CHECK ("experiments"."status" = 'draft' or "experiments"."plan" is not null)
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "experiments" jsonb;--> statement-breakpoint
ALTER TABLE "experiment_block_events" ADD CONSTRAINT "experiment_block_events_visitor" FOREIGN KEY ("experiment_id","visitor_id") REFERENCES "public"."experiment_visitors"("experiment_id","visitor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_variants" ADD CONSTRAINT "experiment_variants_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_variants" ADD CONSTRAINT "experiment_variants_updated_by_studio_people_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."studio_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_visitors" ADD CONSTRAINT "experiment_visitors_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_created_by_studio_people_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."studio_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiment_visitors_visitor" ON "experiment_visitors" USING btree ("visitor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "experiments_running_path" ON "experiments" USING btree ("path") WHERE "experiments"."status" = 'running';