import { z } from "zod";
import { EXPERIMENT_STATUSES, MAX_EXPERIMENT_VARIANTS } from "../experiments/experimentGoal";
import { LEAD_FORM_NAMES } from "../forms/leadForms";
import { isId } from "../ids/createId";
import { defineApiCall } from "./apiCall";
import {
  studioPageDocumentSchema,
  studioPageRevisionSchema,
  studioPageWeightResponseSchema,
} from "./studioPagesCalls";

/*
 * Beyond the spec: the Studio's experiments. A publisher tries variants of any public page (a
 * content file's, the catalogue's or a Studio page), plans the experiment, starts it, reads its
 * results and ends it. Every call takes a Studio session with the role to run experiments.
 */

const EXPERIMENT_ID_ERROR = "Send the experiment's id, as studio/experiments/list gave it";

/** An experiment's id, as `studio/experiments/list` gives it. */
export const experimentIdSchema = z
  .string({ error: EXPERIMENT_ID_ERROR })
  .refine(isId, { error: EXPERIMENT_ID_ERROR });

/** What the experiment counts as a conversion: any lead form, one named form, or a checkout. */
export const experimentGoalSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({
      kind: z.literal("lead"),
      formName: z
        .enum(LEAD_FORM_NAMES, {
          error: `Name one of the site's forms (${LEAD_FORM_NAMES.join(", ")}), or leave it out for any form`,
        })
        .optional(),
    }),
    z.strictObject({ kind: z.literal("checkout") }),
  ],
  {
    error:
      "The goal is a lead sent ({ kind: 'lead' }) or a checkout completed ({ kind: 'checkout' })",
  },
);

/** The plan of a running experiment, as the Studio shows it. */
export const experimentPlanSchema = z.object({
  baselineRate: z.number(),
  minimumLift: z.number(),
  split: z.array(z.number()),
  comparisonAlpha: z.number(),
  power: z.number(),
  visitorsPerArm: z.array(z.number().int()),
  totalVisitors: z.number().int(),
  days: z.number().int().optional(),
});

/** An experiment as the Studio lists it. */
export const studioExperimentSchema = z.object({
  id: z.string(),
  path: z.string(),
  goal: experimentGoalSchema,
  status: z.enum(EXPERIMENT_STATUSES),
  /** The arms' shares, the control first; fixed when it starts. */
  split: z.array(z.number()),
  plan: experimentPlanSchema.nullable(),
  variants: z.array(z.object({ arm: z.number().int(), revision: z.number().int() })),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
  /** The arm kept for everyone when it ended: 0 the control. */
  endedWith: z.number().int().nullable(),
  /**
   * The ending kept a variant over a content file's or the catalogue's page: the site shows it to
   * everyone until a deploy changes that page's file.
   */
  keptOverFile: z.boolean(),
});
export type StudioExperiment = z.infer<typeof studioExperimentSchema>;

/** Body of `studio/experiments/list`: empty. */
export const listExperimentsRequestSchema = z.strictObject({});

/** `studio/experiments/list`: every experiment, the newest first. */
export const listStudioExperimentsCall = defineApiCall({
  method: "POST",
  path: "studio/experiments/list",
  request: listExperimentsRequestSchema,
  response: z.array(studioExperimentSchema),
});

/** Body of `studio/experiments/create`: the page, the goal, and how many variants to try. */
export const createExperimentRequestSchema = z.strictObject({
  path: z
    .string({ error: "Send the path of a page of the site, like /pricing" })
    .startsWith("/", { error: "Send the path of a page of the site, like /pricing" })
    .max(300, { error: "A path is at most 300 characters" }),
  goal: experimentGoalSchema,
  variants: z
    .int({ error: "Say how many variants to try, a whole number" })
    .min(1, { error: "Try at least one variant" })
    .max(MAX_EXPERIMENT_VARIANTS, {
      error: `Try at most ${MAX_EXPERIMENT_VARIANTS} variants at once`,
    })
    .default(1),
});

/** `studio/experiments/create`: a new experiment on a page, each variant a copy of the page. */
export const createStudioExperimentCall = defineApiCall({
  method: "POST",
  path: "studio/experiments/create",
  request: createExperimentRequestSchema,
  response: studioExperimentSchema,
});

/** Body of `studio/experiments/save-variant`: a variant's document and the revision it was loaded at. */
export const saveExperimentVariantRequestSchema = z.strictObject({
  id: experimentIdSchema,
  arm: z
    .int({ error: "Name the variant by its arm: 1 for B, 2 for C, 3 for D" })
    .min(1, { error: "Name the variant by its arm: 1 for B, 2 for C, 3 for D" })
    .max(MAX_EXPERIMENT_VARIANTS, {
      error: "Name the variant by its arm: 1 for B, 2 for C, 3 for D",
    }),
  content: studioPageDocumentSchema,
  revision: studioPageRevisionSchema,
});

/** `studio/experiments/save-variant`: saves a variant while the experiment is composed. */
export const saveStudioExperimentVariantCall = defineApiCall({
  method: "POST",
  path: "studio/experiments/save-variant",
  request: saveExperimentVariantRequestSchema,
  response: studioExperimentSchema,
});

/** Body of `studio/experiments/get-variant`: the experiment and the variant's arm. */
export const getExperimentVariantRequestSchema = saveExperimentVariantRequestSchema.pick({
  id: true,
  arm: true,
});

/** `studio/experiments/get-variant`: a variant's document, for the editor. */
export const getStudioExperimentVariantCall = defineApiCall({
  method: "POST",
  path: "studio/experiments/get-variant",
  request: getExperimentVariantRequestSchema,
  response: z.object({ content: studioPageDocumentSchema, revision: z.number().int() }),
});

/** Body of `studio/experiments/weigh-variant`: the experiment and the variant's arm. */
export const weighExperimentVariantRequestSchema = getExperimentVariantRequestSchema;

/**
 * `studio/experiments/weigh-variant`: weighs a variant's saved document as the server would send
 * it at the experiment's path, as `studio/pages/weight` weighs a page's draft (the same answer,
 * `revision` the variant's); 422 while the variant cannot be shown, 503 on a server without the
 * site's build.
 */
export const weighStudioExperimentVariantCall = defineApiCall({
  method: "POST",
  path: "studio/experiments/weigh-variant",
  request: weighExperimentVariantRequestSchema,
  response: studioPageWeightResponseSchema,
});

const RATE_ERROR = "The current conversion rate is a share between 0 and 1 (0.04 is 4 %)";

/** Body of `studio/experiments/start`: the plan's figures, fixed from then on. */
export const startExperimentRequestSchema = z.strictObject({
  id: experimentIdSchema,
  baselineRate: z.number({ error: RATE_ERROR }).gt(0, { error: RATE_ERROR }).lt(1, {
    error: RATE_ERROR,
  }),
  minimumLift: z
    .number({ error: "The smallest lift worth knowing is a share above 0 (0.2 is 20 %)" })
    .gt(0, { error: "The smallest lift worth knowing is a share above 0 (0.2 is 20 %)" })
    .max(10, { error: "The smallest lift worth knowing is at most 1,000 %" }),
  /** The arms' shares, the control first; 50/50 (every arm alike) when left out. */
  split: z
    .array(
      z
        .number({ error: "Each arm's share is a number above 0" })
        .gt(0, { error: "Each arm's share is a number above 0" })
        .max(100, { error: "Each arm's share is at most 100" }),
    )
    .optional(),
  dailyVisitors: z
    .int({ error: "Visitors a day is a whole number above 0" })
    .min(1, { error: "Visitors a day is a whole number above 0" })
    .optional(),
});

/**
 * `studio/experiments/start`: plans the experiment from its figures and starts it, if every
 * variant passes the gates a page passes to be published and no other experiment runs on the page.
 */
export const startStudioExperimentCall = defineApiCall({
  method: "POST",
  path: "studio/experiments/start",
  request: startExperimentRequestSchema,
  response: studioExperimentSchema,
});

/** Body of `studio/experiments/results` and of a call that names one experiment. */
export const experimentIdRequestSchema = z.strictObject({ id: experimentIdSchema });

/** An interval, low to high. */
const intervalSchema = z.object({ low: z.number(), high: z.number() });

/** What the Studio shows of an experiment: its counts as the database holds them, and the verdict. */
export const experimentResultsSchema = z.object({
  experiment: studioExperimentSchema,
  arms: z.array(
    z.object({
      visitors: z.number().int(),
      conversions: z.number().int(),
      /** The arm's conversion rate with its Wilson interval at the plan's confidence. */
      rate: z.number(),
      interval: intervalSchema,
    }),
  ),
  days: z.array(z.object({ day: z.string(), visitors: z.array(z.number().int()) })),
  blocks: z.array(
    z.object({
      arm: z.number().int(),
      block: z.number().int(),
      seen: z.number().int(),
      clicked: z.number().int(),
      convertedAfterSeeing: z.number().int(),
    }),
  ),
  /** The verdict's words and kind; null before the experiment starts. */
  verdict: z
    .object({
      kind: z.enum(["sample-ratio-mismatch", "collecting", "decided"]),
      message: z.string(),
      winner: z.number().int().optional(),
      comparisons: z
        .array(
          z.object({
            arm: z.number().int(),
            difference: z.number(),
            interval: intervalSchema,
            relativeLift: z.number().optional(),
            outcome: z.enum(["better", "worse", "inconclusive"]),
          }),
        )
        .optional(),
    })
    .nullable(),
});
export type ExperimentResults = z.infer<typeof experimentResultsSchema>;

/** `studio/experiments/results`: the experiment's counts and verdict. */
export const studioExperimentResultsCall = defineApiCall({
  method: "POST",
  path: "studio/experiments/results",
  request: experimentIdRequestSchema,
  response: experimentResultsSchema,
});

const KEEP_ERROR = `Say which arm to keep: 0 keeps the control, 1 publishes variant B (up to ${MAX_EXPERIMENT_VARIANTS} for variant ${String.fromCharCode(65 + MAX_EXPERIMENT_VARIANTS)})`;

/**
 * Body of `studio/experiments/end`: end the experiment keeping an arm for everyone. `keep: 0`
 * keeps the page as it is (the control); `keep: 1` (variant B) and on publishes that variant as
 * a new version of the page, through a Studio publish with its gates.
 */
export const endExperimentRequestSchema = z.strictObject({
  id: experimentIdSchema,
  keep: z
    .int({ error: KEEP_ERROR })
    .min(0, { error: KEEP_ERROR })
    .max(MAX_EXPERIMENT_VARIANTS, { error: KEEP_ERROR }),
});

/**
 * `studio/experiments/end`: ends a draft or running experiment; every visitor sees the kept arm.
 * Publishing a variant (`keep` ≥ 1) needs the right to publish as well, and a running experiment
 * on a Studio page: a content file's or the catalogue's page takes a deploy (409).
 */
export const endStudioExperimentCall = defineApiCall({
  method: "POST",
  path: "studio/experiments/end",
  request: endExperimentRequestSchema,
  response: studioExperimentSchema,
});

/** Body of `studio/experiments/page-traffic`: the page and the goal an experiment would have. */
export const pageTrafficRequestSchema = createExperimentRequestSchema.pick({
  path: true,
  goal: true,
});

/**
 * A page's recent traffic as the site counted it: views per UTC day with no visitor id, over the
 * complete days from `firstDay` to `lastDay`, and what those views brought towards the goal.
 */
export const pageTrafficSchema = z.object({
  path: z.string(),
  /** The complete UTC days looked at, `YYYY-MM-DD`, both included. */
  firstDay: z.string(),
  lastDay: z.string(),
  /** Views counted in those days, in all. */
  views: z.number().int(),
  /** Of those days, how many have any view counted (the days the average is over). */
  daysCounted: z.number().int(),
  /** Views a day over the days counted, rounded; null when none was counted. */
  viewsPerDay: z.number().int().nullable(),
  /** The goal's conversions on the days counted, or why they cannot be measured. */
  conversions: z.discriminatedUnion("measured", [
    z.object({
      measured: z.literal(true),
      /** Leads sent from the page (from the goal's form, if it names one). */
      leads: z.number().int(),
      /** Leads ÷ views. */
      rate: z.number(),
    }),
    z.object({ measured: z.literal(false), reason: z.string() }),
  ]),
});
export type PageTraffic = z.infer<typeof pageTrafficSchema>;

/**
 * `studio/experiments/page-traffic`: a page's views a day over the last complete days and, for a
 * lead goal, its leads and their rate, for an experiment's plan; a checkout goal gets no rate (the
 * site does not know which page a checkout started from), with the reason in words.
 */
export const studioPageTrafficCall = defineApiCall({
  method: "POST",
  path: "studio/experiments/page-traffic",
  request: pageTrafficRequestSchema,
  response: pageTrafficSchema,
});
