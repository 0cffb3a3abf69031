import { healthCall } from "@workcraft/domain/api";
import { ApiError } from "../apiError";
import { pingDatabase } from "../database";
import { failureForLog } from "../requests/failureLog";
import { defineEndpoint } from "./endpoint";

/** `GET health`, for load balancers and uptime checks: is this copy up, does its database answer? */
export const health = defineEndpoint(healthCall, "anyone", async (_body, { database, http }) => {
  // This copy's state now, healthy or not: never kept by a cache between checks.
  http.header("Cache-Control", "no-store");
  try {
    await pingDatabase(database.db);
  } catch (error) {
    console.error(`[api] health: the database did not answer: ${failureForLog(error)}`);
    throw new ApiError(503, "database_unavailable", "The database is not answering.");
  }
  return { status: "ok" as const, database: database.kind };
});
