import { z } from "zod";
import { defineApiCall } from "./apiCall";

/** Answer of `health`: this copy is up and its database answers (else a 503). */
export const healthResponseSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
});

/** `GET health`, for load balancers and uptime checks; it takes no body. */
export const healthCall = defineApiCall({
  method: "GET",
  path: "health",
  request: z.undefined(),
  response: healthResponseSchema,
});
