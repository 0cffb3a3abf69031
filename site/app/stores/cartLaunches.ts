import type { CartChange } from "@workcraft/domain/rules";
import { callApi } from "../api/apiClient";

/*
 * What the cart asks of the API when a rule finds an app coming soon: whether the Studio has
 * announced its launch since the build. In the rules' module, which loads when the cart first
 * changes, not in the file every page loads.
 */

/** Whether a cart rule refused an app, or passed over apps, as coming soon. */
export function foundComingSoon(change: CartChange): boolean {
  return (change.notices ?? []).some(
    (notice) => notice.kind === "coming-soon" || notice.kind === "coming-soon-skipped",
  );
}

/**
 * The ids of the apps launched since the build, as the API's `roadmap/list` knows them (at
 * `origin`: the page's own, or a test server's); none without an answer.
 */
export async function launchedAppIds(origin: string): Promise<ReadonlySet<string>> {
  try {
    const records = await callApi("roadmap/list", {}, { origin });
    return new Set(
      Object.entries(records)
        .filter(([, record]) => record.launchedAt !== undefined)
        .map(([key]) => key),
    );
  } catch {
    return new Set();
  }
}
