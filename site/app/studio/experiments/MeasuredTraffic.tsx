import type { ExperimentGoal } from "@workcraft/domain/rules";
import type { PageTraffic } from "@workcraft/domain/schemas";
import { Button, Stack, Text } from "@workcraft/design-system";
import type { Loaded } from "../screens/useLoaded";
import { VIEWS_ARE_NOT_VISITORS, figuresOfTraffic, pageTrafficInWords } from "./pageTrafficWords";
import type { PlanFigures } from "./planFigures";

/**
 * What the site measured of the experiment's page, beside the plan's figures: its views a day over
 * the last complete days and, for a lead goal, its leads and their rate, with a button that puts
 * them in the plan's fields (which stay editable). The figures are read out as they come (a live
 * region), and the limit of a count with no visitor id is said beside them.
 */
export function MeasuredTraffic({
  traffic,
  goal,
  onUse,
}: {
  traffic: Loaded<PageTraffic>;
  goal: ExperimentGoal;
  /** Puts the measured figures in the plan's fields. */
  onUse: (figures: Partial<Pick<PlanFigures, "dailyVisitors" | "baselineRate">>) => void;
}) {
  const figures = traffic.status === "loaded" ? figuresOfTraffic(traffic.data) : {};
  return (
    <section aria-labelledby="studio-experiment-traffic">
      <Stack gap="xsmall">
        <Text id="studio-experiment-traffic" weight="bold">
          The page&apos;s recent traffic
        </Text>
        <div id="studio-experiment-traffic-figures" aria-live="polite">
          {traffic.status === "loading" ? (
            <Text tone="muted">Reading what the site counted of the page…</Text>
          ) : traffic.status === "failed" ? (
            <Text tone="danger">
              {`The page's traffic could not be read: ${traffic.message} Type the figures instead.`}
            </Text>
          ) : (
            <Stack gap="xsmall">
              {pageTrafficInWords(traffic.data, goal).map((line) => (
                <Text key={line}>{line}</Text>
              ))}
            </Stack>
          )}
        </div>
        {traffic.status === "loaded" ? (
          <Text size="small" tone="muted">
            {VIEWS_ARE_NOT_VISITORS}
          </Text>
        ) : null}
        {figures.dailyVisitors !== undefined ? (
          <div>
            <Button
              type="button"
              variant="secondary"
              aria-describedby="studio-experiment-traffic-figures"
              onClick={() => onUse(figures)}
            >
              Use these figures
            </Button>
          </div>
        ) : null}
      </Stack>
    </section>
  );
}
