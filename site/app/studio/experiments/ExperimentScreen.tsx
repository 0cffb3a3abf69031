import { armName } from "@workcraft/domain/rules";
import type { ExperimentResults, StudioExperiment } from "@workcraft/domain/schemas";
import { Heading, Link, Stack, Text } from "@workcraft/design-system";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useLocation } from "react-router";
import { callApi } from "../../api/apiClient";
import { LoadingState } from "../screens/StudioTable";
import { useLoaded } from "../screens/useLoaded";
import { STUDIO_SCREENS, variantComposerPath } from "../studioPaths";
import { readableDateTime } from "../studioWords";
import { ExperimentResultsView } from "./ExperimentResultsView";
import { armLabel, blockTypesOf, goalInWords, statusInWords } from "./experimentWords";
import { PlanForm } from "./PlanForm";
import type { StartProblems } from "./planFigures";

const EXPERIMENTS_PATH = STUDIO_SCREENS.find((screen) => screen.id === "experiments")!.path;

/** What an address's state asks of the experiment's screen: its heading focused, once created. */
export const FOCUS_EXPERIMENT = { focus: "experiment" } as const;

/**
 * One experiment: its page, goal and status; while it is composed, its variants (each opening
 * the editor) and the plan that starts it; once it runs, its results and the ways to end it.
 * After a start or an end it loads again and the focus goes to its heading, with what happened
 * said beside it.
 */
export function ExperimentScreen({ id }: { id: string }) {
  const [loads, setLoads] = useState(0);
  const [loaded] = useLoaded(async () => {
    const results = await callApi("studio/experiments/results", { id });
    return { results, blockTypes: await armBlockTypes(results.experiment) };
  }, `${id}:${loads}`);
  const [notice, setNotice] = useState("");
  const [variantProblems, setVariantProblems] = useState<StartProblems["variants"]>(new Map());
  const heading = useRef<HTMLHeadingElement>(null);
  // Focused once loaded when it was just created (the address's state says so), and after a change.
  const { state } = useLocation();
  const focusNext = useRef((state as { focus?: unknown } | null)?.focus === FOCUS_EXPERIMENT.focus);

  useEffect(() => {
    if (loaded.status !== "loaded" || !focusNext.current) return;
    focusNext.current = false;
    heading.current?.focus();
  }, [loaded]);

  function changed(text: string) {
    setNotice(text);
    focusNext.current = true;
    setLoads((count) => count + 1);
  }

  const started = (experiment: StudioExperiment) =>
    changed(`The experiment runs on ${experiment.path}: its visitors are now split as planned.`);
  const ended = (experiment: StudioExperiment, kept: number) =>
    changed(
      kept === 0
        ? `The experiment has ended: every visitor sees ${experiment.path} as it was.`
        : experiment.keptOverFile
          ? `The experiment has ended: every visitor sees ${armName(kept)} at ${experiment.path} until a deploy changes the page's file.`
          : `The experiment has ended: ${armName(kept)} is published as ${experiment.path}.`,
    );

  return (
    <section aria-labelledby="studio-experiment">
      <Stack gap="large">
        <Link href={EXPERIMENTS_PATH}>All experiments</Link>
        <LoadingState loaded={loaded} loading="Loading the experiment…" />
        {loaded.status === "loaded" ? (
          <ExperimentBody
            results={loaded.data.results}
            blockTypes={loaded.data.blockTypes}
            heading={heading}
            notice={notice}
            variantProblems={variantProblems}
            onRefused={setVariantProblems}
            onStarted={started}
            onEnded={ended}
          />
        ) : null}
      </Stack>
    </section>
  );
}

/**
 * The types of each arm's blocks, to name the blocks by: the variants' as they ran, and the
 * control's as the site shows the page now (so only while it runs: once ended, the page may be a
 * variant). Unknown where a call fails; the blocks are then named by place alone.
 */
async function armBlockTypes(experiment: StudioExperiment): Promise<string[][]> {
  if (experiment.status === "draft") return [];
  const control =
    experiment.status === "running"
      ? callApi("studio/site/page", { path: experiment.path }).then(({ page }) =>
          blockTypesOf(page),
        )
      : Promise.resolve([]);
  // Arm by arm, so each arm's types sit at its place (1 is B).
  const arms = [...experiment.variants].sort((one, other) => one.arm - other.arm);
  const variants = arms.map(({ arm }) =>
    callApi("studio/experiments/get-variant", { id: experiment.id, arm }).then(({ content }) =>
      blockTypesOf(content),
    ),
  );
  return Promise.all([control, ...variants].map((types) => types.catch(() => [])));
}

/** What the screen shows of the experiment once loaded. */
function ExperimentBody({
  results,
  blockTypes,
  heading,
  notice,
  variantProblems,
  onRefused,
  onStarted,
  onEnded,
}: {
  results: ExperimentResults;
  blockTypes: readonly (readonly string[])[];
  heading: RefObject<HTMLHeadingElement | null>;
  notice: string;
  variantProblems: StartProblems["variants"];
  onRefused: (problems: StartProblems["variants"]) => void;
  onStarted: (experiment: StudioExperiment) => void;
  onEnded: (experiment: StudioExperiment, kept: number) => void;
}) {
  const { experiment } = results;
  return (
    <>
      <Stack gap="small">
        <Heading level={2} id="studio-experiment" tabIndex={-1} ref={heading}>
          Experiment on {experiment.path}
        </Heading>
        <Text>
          Goal: {goalInWords(experiment.goal)}. {statusInWords(experiment)}
          {experiment.startedAt ? ` since ${readableDateTime(experiment.startedAt)}` : ""}
          {experiment.endedAt ? `, ended ${readableDateTime(experiment.endedAt)}` : ""}.
        </Text>
        <Text role="status">{notice}</Text>
        {experiment.keptOverFile && experiment.endedWith !== null ? (
          <Text size="small">
            {armLabel(experiment.endedWith)} is shown to every visitor of {experiment.path} in place
            of the page&apos;s content file until a deploy changes that file. To keep it after that
            deploy, export it from its editor and commit it as the file:{" "}
            <Link href={variantComposerPath(experiment.id, experiment.endedWith)}>
              Open {armName(experiment.endedWith)} to export it
            </Link>
            .
          </Text>
        ) : null}
      </Stack>
      {experiment.status === "draft" ? (
        <>
          <VariantList experiment={experiment} problems={variantProblems} />
          <PlanForm experiment={experiment} onStarted={onStarted} onRefused={onRefused} />
        </>
      ) : (
        <ExperimentResultsView results={results} blockTypes={blockTypes} onEnded={onEnded} />
      )}
    </>
  );
}

/** The variants of an experiment still being composed, each opening the editor, with its problems. */
function VariantList({
  experiment,
  problems,
}: {
  experiment: StudioExperiment;
  problems: StartProblems["variants"];
}) {
  return (
    <section aria-labelledby="studio-experiment-variants">
      <Stack gap="small">
        <Heading level={3} id="studio-experiment-variants">
          Variants
        </Heading>
        <Text size="small" tone="muted">
          The control is {experiment.path} as the site shows it. Each variant started as a copy of
          it: compose it in the editor, with the same checks as a page.
        </Text>
        <ul>
          {experiment.variants.map(({ arm, revision }) => (
            <li key={arm}>
              <Stack gap="xsmall">
                <Link href={variantComposerPath(experiment.id, arm)}>Compose {armName(arm)}</Link>
                <Text size="small" tone="muted">
                  {revision === 1
                    ? "A copy of the page, not changed yet."
                    : `Saved ${revision - 1} times.`}
                </Text>
                {(problems.get(arm) ?? []).length > 0 ? (
                  <ul aria-label={`Problems of ${armName(arm)}`}>
                    {problems.get(arm)!.map((problem) => (
                      <li key={problem}>
                        <Text tone="danger">{problem}</Text>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Stack>
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}
