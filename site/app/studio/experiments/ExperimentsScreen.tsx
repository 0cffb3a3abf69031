import type { StudioExperiment } from "@workcraft/domain/schemas";
import { Heading, Link, Stack, Text } from "@workcraft/design-system";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { callApi } from "../../api/apiClient";
import { LoadingState, StudioTable } from "../screens/StudioTable";
import * as screenStyles from "../screens/studioScreens.css";
import { useLoaded } from "../screens/useLoaded";
import { experimentIdAt, experimentPath } from "../studioPaths";
import { readableDateTime } from "../studioWords";
import { ExperimentScreen, FOCUS_EXPERIMENT } from "./ExperimentScreen";
import { goalInWords, statusInWords } from "./experimentWords";
import { NewExperimentForm } from "./NewExperimentForm";

/**
 * The experiments, for the people who may run them: at `/studio/experiments` every experiment
 * (its page, goal, status and dates, newest first) and the form that tries a variant of a page
 * (`?path=` names the page); at `/studio/experiments/<id>` one experiment.
 */
export function ExperimentsScreen() {
  const { pathname } = useLocation();
  const id = experimentIdAt(pathname);
  if (id) return <ExperimentScreen key={id} id={id} />;
  return <ExperimentList />;
}

/** Every experiment, then "Try a variant". */
function ExperimentList() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [loaded] = useLoaded(async () => {
    const [experiments, site] = await Promise.all([
      callApi("studio/experiments/list", {}),
      callApi("studio/site/pages", {}),
    ]);
    return { experiments, sitePages: site.pages };
  }, "experiments");

  return (
    <Stack gap="large">
      <section aria-labelledby="studio-experiments">
        <Stack gap="medium">
          <Heading level={2} id="studio-experiments">
            Experiments
          </Heading>
          <Text size="small" tone="muted">
            An experiment shows a share of a page&apos;s visitors a variant of it, and counts which
            version brings more of its goal.
          </Text>
          <LoadingState loaded={loaded} loading="Loading the experiments…" />
          {loaded.status === "loaded" ? (
            loaded.data.experiments.length === 0 ? (
              <Text>No experiment yet: try a variant of a page below.</Text>
            ) : (
              <StudioTable
                caption="Experiments, newest first"
                columns={["Page", "Goal", "Status", "Started", "Ended"]}
              >
                {loaded.data.experiments.map((experiment) => (
                  <ExperimentRow key={experiment.id} experiment={experiment} />
                ))}
              </StudioTable>
            )
          ) : null}
        </Stack>
      </section>
      {loaded.status === "loaded" ? (
        <div className={screenStyles.readableColumn}>
          <NewExperimentForm
            sitePages={loaded.data.sitePages}
            path={params.get("path") ?? undefined}
            onCreated={(created) =>
              void navigate(experimentPath(created), { state: FOCUS_EXPERIMENT })
            }
          />
        </div>
      ) : null}
    </Stack>
  );
}

/** One experiment in the list, its page a link to it. */
function ExperimentRow({ experiment }: { experiment: StudioExperiment }) {
  const when = (iso: string | null) =>
    iso ? <time dateTime={iso}>{readableDateTime(iso)}</time> : "Not yet";
  return (
    <tr>
      <td className={screenStyles.longTextCell}>
        <Link href={experimentPath(experiment.id)}>{experiment.path}</Link>
      </td>
      <td className={screenStyles.cell}>{goalInWords(experiment.goal)}</td>
      <td className={screenStyles.cell}>{statusInWords(experiment)}</td>
      <td className={screenStyles.cell}>{when(experiment.startedAt)}</td>
      <td className={screenStyles.cell}>{when(experiment.endedAt)}</td>
    </tr>
  );
}
