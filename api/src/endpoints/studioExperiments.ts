import {
  createStudioExperimentCall,
  endStudioExperimentCall,
  getStudioExperimentVariantCall,
  listStudioExperimentsCall,
  saveStudioExperimentVariantCall,
  startStudioExperimentCall,
  studioExperimentResultsCall,
  studioPageTrafficCall,
  weighStudioExperimentVariantCall,
} from "@workcraft/domain/api";
import { armName, studioRefusalMessage } from "@workcraft/domain/rules";
import { ApiError } from "../apiError";
import { weighExperimentVariant } from "../experiments/experimentVariantWeight";
import { pageTraffic } from "../experiments/pageTraffic";
import {
  createExperiment,
  endExperiment,
  experimentResults,
  experimentVariant,
  listExperiments,
  saveExperimentVariant,
  startExperiment,
} from "../experiments/studioExperiments";
import { signedInStudioPerson } from "../studio/requireStudioPerson";
import { publishingRules } from "../studio/studioPagePublishing";
import { defineEndpoint } from "./endpoint";

/** `studio/experiments/list`: every experiment, the newest first. */
export const listStudioExperimentsEndpoint = defineEndpoint(
  listStudioExperimentsCall,
  "run-experiments",
  (_body, { database }) => listExperiments(database.db),
);

/** `studio/experiments/create`: an experiment on a page the site shows, its variants copies of it. */
export const createStudioExperimentEndpoint = defineEndpoint(
  createStudioExperimentCall,
  "run-experiments",
  (body, { database, http, studioPageRules }) =>
    createExperiment(
      database.db,
      publishingRules(studioPageRules),
      signedInStudioPerson(http).id,
      body,
    ),
  { writeLimit: "create" },
);

/** `studio/experiments/get-variant`: a variant's document and revision, for the editor. */
export const getStudioExperimentVariantEndpoint = defineEndpoint(
  getStudioExperimentVariantCall,
  "run-experiments",
  ({ id, arm }, { database }) => experimentVariant(database.db, id, arm),
);

/** `studio/experiments/save-variant`: a variant's new document, while the experiment is a draft. */
export const saveStudioExperimentVariantEndpoint = defineEndpoint(
  saveStudioExperimentVariantCall,
  "run-experiments",
  (body, { database, http }) =>
    saveExperimentVariant(database.db, signedInStudioPerson(http).id, body),
  { writeLimit: "save" },
);

/**
 * `studio/experiments/weigh-variant`: a variant's saved document's weight on a phone against the
 * site's budgets, as `studio/pages/weight` weighs a page's draft.
 */
export const weighStudioExperimentVariantEndpoint = defineEndpoint(
  weighStudioExperimentVariantCall,
  "run-experiments",
  ({ id, arm }, { database, studioPageRules }) =>
    weighExperimentVariant(database.db, studioPageRules, id, arm),
);

/** `studio/experiments/start`: plans and starts an experiment whose variants pass the gates. */
export const startStudioExperimentEndpoint = defineEndpoint(
  startStudioExperimentCall,
  "run-experiments",
  (body, { database, http, studioPageRules }) =>
    startExperiment(
      database.db,
      publishingRules(studioPageRules),
      signedInStudioPerson(http).id,
      body,
    ),
);

/** `studio/experiments/results`: the counts the database holds, and the verdict. */
export const studioExperimentResultsEndpoint = defineEndpoint(
  studioExperimentResultsCall,
  "run-experiments",
  ({ id }, { database }) => experimentResults(database.db, id),
);

/**
 * `studio/experiments/end`: ends an experiment keeping the control (`keep: 0`), or publishing a
 * variant as the page (`keep` ≥ 1), which needs the right to publish as well: a 403 naming it.
 */
export const endStudioExperimentEndpoint = defineEndpoint(
  endStudioExperimentCall,
  "run-experiments",
  (body, { database, http, studioPageRules }) => {
    const person = signedInStudioPerson(http);
    const refusal = body.keep === 0 ? undefined : studioRefusalMessage(person.role, "publish");
    if (refusal !== undefined) {
      throw new ApiError(
        403,
        "studio_role_needed",
        `Publishing ${armName(body.keep)} as the page is a publish: ${refusal}`,
      );
    }
    return endExperiment(database.db, studioPageRules, person.id, body);
  },
);

/**
 * `studio/experiments/page-traffic`: a page's views a day over the last complete days, and its
 * leads and their rate for a lead goal, as the plan form's measured figures.
 */
export const studioPageTrafficEndpoint = defineEndpoint(
  studioPageTrafficCall,
  "run-experiments",
  (body, { database }) => pageTraffic(database.db, body),
);
