import { z } from "zod";
import {
  BLOCK_EVENT_KINDS,
  MAX_BLOCK_EVENTS_A_CALL,
  MAX_EXPERIMENT_BLOCK,
} from "../experiments/experimentGoal";
import { isId } from "../ids/createId";
import { defineApiCall } from "./apiCall";

/*
 * Beyond the spec: what a visitor's browser reports of a page under an experiment. The visitor is
 * named by the site's first-party cookie (`VISITOR_COOKIE`), which `sendBeacon` sends with it.
 */

const EXPERIMENT_ID_ERROR = "Name the experiment by the id its page gave";

/**
 * Body of `experiments/events`: the experiment, and the blocks seen or clicked since the last call.
 * The page's first call may name none: it says the page was shown, which counts the visitor whose
 * page request carried no visitor id yet (their first) once their browser kept the one it got.
 */
export const experimentEventsRequestSchema = z
  .object({
    experimentId: z
      .string({ error: EXPERIMENT_ID_ERROR })
      .refine(isId, { error: EXPERIMENT_ID_ERROR }),
    events: z
      .array(
        z
          .object({
            block: z
              .number({ error: "A block's place is a whole number" })
              .int({ error: "A block's place is a whole number" })
              .min(0, { error: "A block's place is 0 or more" })
              .max(MAX_EXPERIMENT_BLOCK, {
                error: `A page has at most ${MAX_EXPERIMENT_BLOCK + 1} blocks`,
              }),
            kind: z.enum(BLOCK_EVENT_KINDS, { error: "An event is seen or clicked" }),
          })
          .strict(),
      )
      .max(MAX_BLOCK_EVENTS_A_CALL, {
        error: `Send at most ${MAX_BLOCK_EVENTS_A_CALL} events a call`,
      }),
  })
  .strict();
export type ExperimentEventsRequest = z.infer<typeof experimentEventsRequestSchema>;

/** Answer of `experiments/events`: how many of the events were new (0 for a visitor not counted). */
export const experimentEventsResponseSchema = z.object({
  counted: z.number().int().nonnegative(),
});

/**
 * `experiments/events`: the blocks of an experiment's page a visitor saw (at least half in view
 * for a second) or clicked, each counted once a visitor. A visitor the experiment may not count
 * (Global Privacy Control, refused consent, a crawler, the Studio's people, no visitor id) and an
 * experiment that is not running count nothing, and say so with `counted: 0`.
 */
export const experimentEventsCall = defineApiCall({
  method: "POST",
  path: "experiments/events",
  request: experimentEventsRequestSchema,
  response: experimentEventsResponseSchema,
});
