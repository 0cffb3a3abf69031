import { beforeEach, expect } from "vitest";
import type { TestDatabase } from "./testDatabases";
import { emptyStudio } from "./emptyStudio";
import { fakeRules, ownedPaths } from "./fakeStudioPageRules";
import { useServedApi } from "./servedApi";
import { studioCall } from "./studioCalls";

/**
 * A served API with the fake page rules for the Studio's experiments' tests, emptied before each
 * test (`/pricing` a content file's page), and its Studio calls under `prefix`: `call` answers
 * whatever comes, `ok` fails the test, naming the call and the answer, unless it is a 200.
 */
export function useStudioExperimentsApi(open: TestDatabase["open"], prefix = "") {
  const api = useServedApi(open, undefined, { studioPageRules: fakeRules });

  beforeEach(async () => {
    ownedPaths.clear();
    ownedPaths.set("/pricing", "a content file");
    await emptyStudio(api.database.db);
  });

  const call = (path: string, body: unknown, headers?: Record<string, string>) =>
    studioCall(api.base, `${prefix}${path}`, body, headers);
  const ok = async <T = unknown>(path: string, body: unknown, headers: Record<string, string>) => {
    const answer = await call(path, body, headers);
    expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.data as T;
  };
  return { api, call, ok };
}
