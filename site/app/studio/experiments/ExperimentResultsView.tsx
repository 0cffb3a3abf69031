import type { ExperimentResults, StudioExperiment } from "@workcraft/domain/schemas";
import { Heading, Stack, Text } from "@workcraft/design-system";
import { BlockCounts } from "./BlockCounts";
import { ConversionChart } from "./ConversionChart";
import { EndExperiment } from "./EndExperiment";
import { comparisonInWords, splitInWords } from "./experimentWords";
import * as styles from "./experiments.css";
import { planInWords } from "./planFigures";
import { VisitorsChart } from "./VisitorsChart";

/**
 * A running or ended experiment's results: its plan as fixed at the start, the verdict in words
 * (collecting, a sample-ratio mismatch, or decided with each variant's lift and interval), each
 * arm's rate with its interval and its visitors a day as charts, what each arm's visitors did with
 * its blocks, and, while it runs, the ways to end it.
 */
export function ExperimentResultsView({
  results,
  blockTypes,
  onEnded,
}: {
  results: ExperimentResults;
  /** Each arm's blocks' types by place, where known. */
  blockTypes?: readonly (readonly string[])[];
  onEnded: (experiment: StudioExperiment, kept: number) => void;
}) {
  const { experiment, verdict } = results;
  const { plan } = experiment;
  const confidence = 1 - (plan?.comparisonAlpha ?? 0.05);
  return (
    <Stack gap="large">
      {plan ? (
        <section aria-labelledby="studio-experiment-fixed-plan">
          <Stack gap="xsmall">
            <Heading level={3} id="studio-experiment-fixed-plan">
              The plan, fixed at the start
            </Heading>
            <Text>Split {splitInWords(experiment.split)}, the control first.</Text>
            <ul className={styles.planLines}>
              {planInWords(plan).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Stack>
        </section>
      ) : null}
      {verdict ? (
        <section
          aria-labelledby="studio-experiment-verdict"
          className={
            verdict.kind === "sample-ratio-mismatch" ? styles.verdictWarning : styles.verdict
          }
        >
          <Stack gap="small">
            <Heading level={3} id="studio-experiment-verdict">
              Verdict
            </Heading>
            <Text weight="bold">{verdict.message}</Text>
            {verdict.comparisons ? (
              <ul className={styles.planLines}>
                {verdict.comparisons.map((comparison) => (
                  <li key={comparison.arm}>{comparisonInWords(comparison)}</li>
                ))}
              </ul>
            ) : null}
            <Text size="small" tone="muted">
              No verdict is given before every arm has its planned visitors: stopping early when it
              looks good finds winners that are not there. Each variant is then compared with the
              control by the interval of the difference of their rates (Newcombe), at{" "}
              {Math.round(confidence * 1000) / 10} % confidence; visitors split unlike the plan
              (chi-square, p below 0.001) hold any verdict back.
            </Text>
          </Stack>
        </section>
      ) : null}
      <ConversionChart arms={results.arms} confidence={confidence} />
      <VisitorsChart days={results.days} arms={results.arms.length} />
      <BlockCounts
        blocks={results.blocks}
        arms={results.arms.length}
        {...(blockTypes ? { blockTypes } : {})}
      />
      {experiment.status === "running" ? (
        <EndExperiment experiment={experiment} onEnded={onEnded} />
      ) : null}
    </Stack>
  );
}
