import { armName } from "@workcraft/domain/rules";
import type { StudioExperiment } from "@workcraft/domain/schemas";
import { Button, ConfirmDialog, Inline, Stack, Text } from "@workcraft/design-system";
import { useState } from "react";
import { callApi, describeApiFailure } from "../../api/apiClient";
import { armLabel } from "./experimentWords";

/**
 * Ending a running experiment, each way after a question: "Keep the control" (every visitor then
 * sees the page as it is), or "Publish variant B" (C, D), which publishes the variant as a new
 * version of the page through the Studio's publish and its checks (over a content file's page, it
 * is shown until a deploy changes the file). A refusal (a variant that fails a check) is said in
 * the API's words, and the experiment runs on.
 */
export function EndExperiment({
  experiment,
  onEnded,
}: {
  experiment: StudioExperiment;
  onEnded: (experiment: StudioExperiment, kept: number) => void;
}) {
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const arms = [0, ...experiment.variants.map((variant) => variant.arm)];

  async function end(keep: number) {
    setBusy(keep);
    setFailure(null);
    try {
      onEnded(await callApi("studio/experiments/end", { id: experiment.id, keep }), keep);
    } catch (error) {
      setFailure(describeApiFailure(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="studio-experiment-end">
      <Stack gap="small">
        <Text id="studio-experiment-end" weight="bold">
          End the experiment
        </Text>
        <Text size="small" tone="muted">
          Ending it shows every visitor the arm you keep. The counts stay here.
        </Text>
        <Inline gap="small">
          {arms.map((arm) => (
            <ConfirmDialog
              key={arm}
              question={
                arm === 0
                  ? `End the experiment and keep the control of ${experiment.path}?`
                  : `End the experiment and publish ${armName(arm)} as ${experiment.path}?`
              }
              description={
                arm === 0
                  ? `Every visitor then sees ${experiment.path} as it is now.`
                  : `${armLabel(arm)} becomes ${experiment.path} for every visitor, with the same checks as any page: a new version of a Studio page, or, over a content file's page, shown until a deploy changes that file (export it then into the file to keep it). If the page cannot take it, the Studio says why and the experiment goes on.`
              }
              confirmLabel={arm === 0 ? "Keep the control" : `Publish ${armName(arm)}`}
              cancelLabel="Let it run"
              onConfirm={() => void end(arm)}
              trigger={
                <Button
                  variant={arm === 0 ? "secondary" : "primary"}
                  loading={busy === arm}
                  disabled={busy !== null && busy !== arm}
                >
                  {arm === 0 ? "Keep the control" : `Publish ${armName(arm)}`}
                </Button>
              }
            />
          ))}
        </Inline>
        <div role="alert">{failure ? <Text tone="danger">{failure}</Text> : null}</div>
      </Stack>
    </section>
  );
}
