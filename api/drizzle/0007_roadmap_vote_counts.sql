CREATE TABLE "roadmap_vote_counts" (
	"item_key" text PRIMARY KEY NOT NULL,
	"votes" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "roadmap_votes_visitor_id_idx" ON "roadmap_votes" USING btree ("visitor_id");--> statement-breakpoint
-- Every app's votes cast so far, counted once; from here on the triggers below keep the counts.
INSERT INTO "roadmap_vote_counts" ("item_key", "votes")
SELECT "item_key", count(*)::integer FROM "roadmap_votes" GROUP BY "item_key";
--> statement-breakpoint
-- A statement's new votes, added to their apps' counts (a vote refused as a second one by the
-- same visitor is not among them). The apps in order, so two statements lock counts alike.
CREATE FUNCTION "roadmap_vote_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "roadmap_vote_counts" ("item_key", "votes")
  SELECT "item_key", count(*)::integer FROM "cast_votes" GROUP BY "item_key" ORDER BY "item_key"
  ON CONFLICT ("item_key") DO UPDATE SET "votes" = "roadmap_vote_counts"."votes" + excluded."votes";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "roadmap_vote_counts_take"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "roadmap_vote_counts" AS "counts" SET "votes" = "counts"."votes" - "gone"."votes"
  FROM (
    SELECT "item_key", count(*)::integer AS "votes" FROM "withdrawn_votes" GROUP BY "item_key"
  ) AS "gone"
  WHERE "counts"."item_key" = "gone"."item_key";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "roadmap_vote_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "roadmap_vote_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "roadmap_votes_counted" AFTER INSERT ON "roadmap_votes"
  REFERENCING NEW TABLE AS "cast_votes"
  FOR EACH STATEMENT EXECUTE FUNCTION "roadmap_vote_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "roadmap_votes_uncounted" AFTER DELETE ON "roadmap_votes"
  REFERENCING OLD TABLE AS "withdrawn_votes"
  FOR EACH STATEMENT EXECUTE FUNCTION "roadmap_vote_counts_take"();
--> statement-breakpoint
CREATE TRIGGER "roadmap_votes_cleared" AFTER TRUNCATE ON "roadmap_votes"
  FOR EACH STATEMENT EXECUTE FUNCTION "roadmap_vote_counts_clear"();
