import type { StudioExperiment } from "@workcraft/domain/schemas";
import { Button, Field, Heading, Stack, Text, TextInput } from "@workcraft/design-system";
import { useRef, useState, type FormEvent } from "react";
import { ApiCallError, callApi, describeApiFailure } from "../../api/apiClient";
import { useLoaded } from "../screens/useLoaded";
import { armLabel } from "./experimentWords";
import * as styles from "./experiments.css";
import { MeasuredTraffic } from "./MeasuredTraffic";
import {
  firstPlanFigures,
  planInWords,
  planOfFigures,
  startProblemsOf,
  type PlanField,
  type PlanFigures,
  type StartProblems,
} from "./planFigures";

/** The plan's figures typed one to a field, the split apart. */
const FIGURE_FIELDS = [
  {
    name: "baselineRate",
    label: "Current conversion rate (%)",
    hint: "The share of the page's visitors who meet the goal now: 4 for 4 %. Measured by the site for a lead goal, or typed from your analytics.",
    inputMode: "decimal",
    required: true,
  },
  {
    name: "minimumLift",
    label: "Smallest lift worth knowing (%)",
    hint: "Relative to the rate now: 20 means from 4 % to 4.8 %.",
    inputMode: "decimal",
    required: true,
  },
  {
    name: "dailyVisitors",
    label: "Visitors a day (optional)",
    hint: "The page's recent traffic, to learn how many days the plan takes.",
    inputMode: "numeric",
    required: false,
  },
] as const satisfies ReadonlyArray<{
  name: Exclude<PlanField, "split">;
  label: string;
  hint: string;
  inputMode: "decimal" | "numeric";
  required: boolean;
}>;

/**
 * The plan of an experiment still being composed, and its start: the page's conversion rate now,
 * the smallest lift worth knowing, its visitors a day and the split, with the plan the domain
 * makes of them shown as they are typed (the same plan the API makes on start). What the site
 * counted of the page's recent traffic is shown above them, and can fill the visitors a day and
 * the rate. Start sends them; a refusal's messages show beside the figures, and the variants'
 * problems go to `onRefused`.
 */
export function PlanForm({
  experiment,
  onStarted,
  onRefused,
}: {
  experiment: StudioExperiment;
  onStarted: (experiment: StudioExperiment) => void;
  /** The start was refused: each variant's problems, to show beside the variant. */
  onRefused: (problems: StartProblems["variants"]) => void;
}) {
  const arms = experiment.variants.length + 1;
  const [figures, setFigures] = useState<PlanFigures>(() => firstPlanFigures(arms));
  const [shown, setShown] = useState<Partial<Record<PlanField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const failureRef = useRef<HTMLElement>(null);
  const { path, goal } = experiment;
  const [traffic] = useLoaded(
    () => callApi("studio/experiments/page-traffic", { path, goal }),
    `${path} ${JSON.stringify(goal)}`,
  );
  const planned = planOfFigures(figures);
  const typedAny = figures.baselineRate.trim() !== "" || figures.minimumLift.trim() !== "";

  function change(field: Exclude<PlanField, "split">, value: string) {
    setFigures((before) => ({ ...before, [field]: value }));
    setShown((before) => ({ ...before, [field]: undefined }));
  }

  /** Puts what the site measured in the fields it fills; each stays editable. */
  function fillMeasured(measured: Partial<Pick<PlanFigures, "dailyVisitors" | "baselineRate">>) {
    setFigures((before) => ({ ...before, ...measured }));
    setShown((before) => ({
      ...before,
      ...Object.fromEntries(Object.keys(measured).map((field) => [field, undefined])),
    }));
  }

  function changeShare(arm: number, value: string) {
    setFigures((before) => ({
      ...before,
      split: before.split.map((share, index) => (index === arm ? value : share)),
    }));
    setShown((before) => ({ ...before, split: undefined }));
  }

  function refuse(message: string) {
    setFailure(message);
    // After the frame that shows it: the message takes the focus, so it is read first.
    requestAnimationFrame(() => failureRef.current?.focus());
  }

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (starting) return;
    if (!planned.ok) {
      setShown({ [planned.field]: planned.message });
      refuse(`The experiment cannot start yet: ${planned.message}`);
      return;
    }
    setStarting(true);
    setFailure(null);
    try {
      onStarted(await callApi("studio/experiments/start", { id: experiment.id, ...planned.start }));
    } catch (error) {
      const problems = startProblemsOf(error instanceof ApiCallError ? error.fields : {});
      setShown(problems.figures);
      onRefused(problems.variants);
      refuse(describeApiFailure(error));
      setStarting(false);
    }
  }

  return (
    <form noValidate onSubmit={start} aria-labelledby="studio-experiment-plan">
      <Stack gap="medium">
        <Heading level={3} id="studio-experiment-plan">
          Plan and start
        </Heading>
        <Text>
          The split and the plan are fixed once the experiment runs: to change them, end it and
          start a new experiment.
        </Text>
        <MeasuredTraffic traffic={traffic} goal={goal} onUse={fillMeasured} />
        <div className={styles.planFields}>
          {FIGURE_FIELDS.map(({ name, label, hint, inputMode, required }) => (
            <Field key={name} label={label} hint={hint} error={shown[name]} required={required}>
              <TextInput
                name={name}
                inputMode={inputMode}
                autoComplete="off"
                value={figures[name]}
                onChange={(event) => change(name, event.target.value)}
              />
            </Field>
          ))}
        </div>
        <fieldset aria-describedby={shown.split ? "studio-experiment-split-problem" : undefined}>
          <legend>Split of the visitors</legend>
          <Stack gap="small">
            <Text size="small" tone="muted">
              Each arm&apos;s share, in any proportion: 50 and 50 is an even split.
            </Text>
            <div className={styles.planFields}>
              {figures.split.map((share, arm) => (
                <Field key={arm} label={`${armLabel(arm)}'s share`} required>
                  <TextInput
                    name={`split.${arm}`}
                    inputMode="decimal"
                    autoComplete="off"
                    value={share}
                    invalid={Boolean(shown.split)}
                    onChange={(event) => changeShare(arm, event.target.value)}
                  />
                </Field>
              ))}
            </div>
            {shown.split ? (
              <Text id="studio-experiment-split-problem" tone="danger">
                {shown.split}
              </Text>
            ) : null}
          </Stack>
        </fieldset>
        <section aria-labelledby="studio-experiment-planned" aria-live="polite">
          <Stack gap="xsmall">
            <Text id="studio-experiment-planned" weight="bold">
              The plan
            </Text>
            {planned.ok ? (
              <ul className={styles.planLines}>
                {planInWords(planned.plan).map((line) => (
                  <li key={line}>
                    <Text as="span">{line}</Text>
                  </li>
                ))}
              </ul>
            ) : (
              <Text tone={typedAny ? "danger" : "muted"}>
                {typedAny
                  ? `It cannot be planned yet: ${planned.message}`
                  : "Type the current conversion rate and the smallest lift worth knowing to see how many visitors it takes."}
              </Text>
            )}
          </Stack>
        </section>
        {failure ? (
          <Text role="alert" tone="danger" tabIndex={-1} ref={failureRef}>
            {failure}
          </Text>
        ) : null}
        <div>
          <Button type="submit" loading={starting}>
            Start the experiment
          </Button>
        </div>
      </Stack>
    </form>
  );
}
