CREATE TABLE "roadmap_votes" (
	"item_key" text NOT NULL,
	"visitor_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roadmap_votes_item_key_visitor_id_pk" PRIMARY KEY("item_key","visitor_id")
);
