import { EXPERIMENT_VISITOR_DAYS } from "@workcraft/domain/rules";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { experimentBlockEvents, experimentVisitors, experiments } from "../database/schema";
import { insertExperiment, useDatabaseWithPublisher } from "../testing/testExperiments";
import { testDatabases } from "../testing/testDatabases";
import {
  countBlockEvents,
  countConversion,
  countExposure,
  experimentCounts,
} from "./experimentCounts";
import { purgeEndedExperiments } from "./experimentRetention";
import { experimentResults } from "./studioExperiments";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabases)("keeping an experiment's visitors on $name", ({ open }) => {
  const data = useDatabaseWithPublisher(open, "keeper@example.com");

  /** A running experiment with three counted visitors, one converted, then ended `daysAgo` days ago. */
  async function endedWithVisitors(daysAgo: number | null): Promise<string> {
    const id = await insertExperiment(data.db, data.personId);
    for (const [index, visitorId] of ["keepvis001", "keepvis002", "keepvis003"].entries()) {
      await countExposure(data.db, { experimentId: id, visitorId, arm: index % 2 });
      await countBlockEvents(data.db, id, visitorId, [{ block: index, kind: "seen" }]);
    }
    await countConversion(data.db, "keepvis002", { kind: "lead", formName: "contact" });
    if (daysAgo !== null)
      await data.db
        .update(experiments)
        .set({ status: "ended", endedWith: 0, endedAt: new Date(Date.now() - daysAgo * DAY_MS) })
        .where(eq(experiments.id, id));
    return id;
  }
  const visitorRows = async (id: string) => [
    (await data.db.select().from(experimentVisitors).where(eq(experimentVisitors.experimentId, id)))
      .length,
    (
      await data.db
        .select()
        .from(experimentBlockEvents)
        .where(eq(experimentBlockEvents.experimentId, id))
    ).length,
  ];

  it(`deletes the visitors of an experiment ended over ${EXPERIMENT_VISITOR_DAYS} days ago, keeping its counts`, async () => {
    const old = await endedWithVisitors(EXPERIMENT_VISITOR_DAYS + 1);
    const recent = await endedWithVisitors(EXPERIMENT_VISITOR_DAYS - 1);
    const running = await endedWithVisitors(null);
    const before = await experimentCounts(data.db, old, 2);
    const resultsBefore = await experimentResults(data.db, old);

    expect(await purgeEndedExperiments(data.db)).toEqual([old]);
    expect(await visitorRows(old)).toEqual([0, 0]);
    expect(await visitorRows(recent)).toEqual([3, 3]);
    expect(await visitorRows(running)).toEqual([3, 3]);

    const [kept] = await data.db.select().from(experiments).where(eq(experiments.id, old));
    expect(kept?.finalCounts).toEqual(before);
    expect(kept?.purgedAt).toBeInstanceOf(Date);
    const resultsAfter = await experimentResults(data.db, old);
    expect(resultsAfter.arms).toEqual(resultsBefore.arms);
    expect(resultsAfter.blocks).toEqual(resultsBefore.blocks);
    expect(resultsAfter.arms.map(({ visitors }) => visitors)).toEqual([2, 1]);

    // Purged once: a second look finds nothing to do.
    expect(await purgeEndedExperiments(data.db)).toEqual([]);
  });
});
