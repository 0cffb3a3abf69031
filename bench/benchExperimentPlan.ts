import { planExperiment, type ExperimentPlan } from "@workcraft/domain/rules";

/**
 * The plan of the benches' running experiments, as starting one makes it: a 5 % page, a 20 %
 * lift worth knowing, 50/50.
 */
export function benchExperimentPlan(): ExperimentPlan {
  const planned = planExperiment({ baselineRate: 0.05, minimumLift: 0.2, split: [1, 1] });
  if (!planned.ok) throw new Error(`The benches' experiment cannot be planned: ${planned.problem}`);
  return planned.plan;
}
