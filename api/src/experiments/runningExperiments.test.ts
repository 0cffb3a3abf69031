import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { experimentVariants, experiments } from "../database/schema";
import { insertExperiment, useDatabaseWithPublisher } from "../testing/testExperiments";
import { testDatabases } from "../testing/testDatabases";
import { contentFingerprint } from "./contentFingerprint";
import { runningExperiments } from "./runningExperiments";

const FILE_PAGE = { meta: { title: "Pricing" }, blocks: [{ type: "Hero", props: { title: "A" } }] };
const VARIANT_B = { meta: { title: "Pricing" }, blocks: [{ type: "Hero", props: { title: "B" } }] };

describe.each(testDatabases)("what the site shows of experiments on $name", ({ open }) => {
  const data = useDatabaseWithPublisher(open, "shown@example.com");

  /** An experiment on `path` with variant B, ended keeping B over the file's page `over`. */
  async function keptOver(path: string, over: unknown, endedAt = new Date()): Promise<string> {
    const id = await insertExperiment(data.db, data.personId, { path });
    await data.db
      .insert(experimentVariants)
      .values({ experimentId: id, arm: 1, content: VARIANT_B, updatedBy: data.personId });
    await data.db
      .update(experiments)
      .set({ status: "ended", endedWith: 1, endedAt, keptOverFile: contentFingerprint(over) })
      .where(eq(experiments.id, id));
    return id;
  }

  it("shows a variant kept over a file's page to everyone while the file is as it was, and the file again once a deploy changed it", async () => {
    const id = await keptOver("/kept/pricing", FILE_PAGE);
    const asBuilt = await runningExperiments(data.db, (path) =>
      path === "/kept/pricing" ? FILE_PAGE : null,
    );
    expect(asBuilt.get("/kept/pricing")).toEqual({
      id,
      path: "/kept/pricing",
      split: [1, 1],
      variants: new Map([[1, VARIANT_B]]),
      kept: 1,
    });
    // The next deploy put variant B in the file (or changed it otherwise): the file shows.
    const deployed = await runningExperiments(data.db, (path) =>
      path === "/kept/pricing" ? VARIANT_B : null,
    );
    expect(deployed.has("/kept/pricing")).toBe(false);
    // A server that knows no files' pages shows no kept variant.
    expect((await runningExperiments(data.db)).has("/kept/pricing")).toBe(false);
  });

  it("shows a running experiment over a kept variant, and the latest kept of two", async () => {
    const earlier = new Date(Date.now() - 60_000);
    await keptOver("/kept/two", FILE_PAGE, earlier);
    const latest = await keptOver("/kept/two", FILE_PAGE);
    const files = (path: string) => (path.startsWith("/kept/") ? FILE_PAGE : null);
    expect((await runningExperiments(data.db, files)).get("/kept/two")?.id).toBe(latest);

    const running = await insertExperiment(data.db, data.personId, { path: "/kept/two" });
    await data.db
      .insert(experimentVariants)
      .values({ experimentId: running, arm: 1, content: VARIANT_B, updatedBy: data.personId });
    const shown = (await runningExperiments(data.db, files)).get("/kept/two");
    expect(shown?.id).toBe(running);
    expect(shown?.kept).toBeUndefined();
  });

  it("keeps nothing of an experiment ended with the control or over a Studio page", async () => {
    const control = await insertExperiment(data.db, data.personId, { path: "/kept/control" });
    await data.db
      .update(experiments)
      .set({ status: "ended", endedWith: 0, endedAt: new Date() })
      .where(eq(experiments.id, control));
    const studio = await insertExperiment(data.db, data.personId, { path: "/kept/studio" });
    await data.db
      .insert(experimentVariants)
      .values({ experimentId: studio, arm: 1, content: VARIANT_B, updatedBy: data.personId });
    await data.db
      .update(experiments)
      .set({ status: "ended", endedWith: 1, endedAt: new Date() })
      .where(eq(experiments.id, studio));
    const shown = await runningExperiments(data.db, () => FILE_PAGE);
    expect(shown.has("/kept/control")).toBe(false);
    expect(shown.has("/kept/studio")).toBe(false);
  });
});
