import type { StudioRoadmapApp } from "@workcraft/domain/api";
import {
  Button,
  ConfirmDialog,
  Heading,
  Stack,
  Text,
  VisuallyHidden,
} from "@workcraft/design-system";
import { useState } from "react";
import { callApi, describeApiFailure } from "../../api/apiClient";
import { readableDateTime } from "../studioWords";
import { announceQuestion, launchMailsInWords } from "./roadmapWords";
import * as styles from "./studioScreens.css";
import { LoadingState, NoticeLine, StudioTable, type ScreenNotice } from "./StudioTable";
import { useLoaded } from "./useLoaded";

interface RoadmapData {
  apps: StudioRoadmapApp[];
  mailsPerMinute: number;
}

/**
 * The apps visitors vote for, for publishers: each app's votes and the addresses confirmed to
 * hear of its launch, and "Announce launch", which says first exactly how many people it mails.
 * Announced, an app shows its launch date and the launch mails sent so far.
 */
export function RoadmapScreen() {
  const [loaded, change] = useLoaded(
    async () => await callApi("studio/roadmap/list", {}),
    "roadmap",
  );
  const [notice, setNotice] = useState<ScreenNotice>(null);

  function announced(app: StudioRoadmapApp, launchedAt: string, mailsWritten: number) {
    change((data) => ({
      ...data,
      apps: data.apps.map((candidate) =>
        candidate.key === app.key
          ? {
              ...candidate,
              launchedAt,
              recipients: 0,
              mailsWritten: candidate.mailsWritten + mailsWritten,
            }
          : candidate,
      ),
    }));
    setNotice({
      tone: "done",
      text: `${app.name} is launched. ${launchMailsInWords(mailsWritten)}`,
    });
  }

  return (
    <section aria-labelledby="studio-roadmap">
      <Stack gap="medium">
        <Heading level={2} id="studio-roadmap">
          Roadmap
        </Heading>
        <Text size="small" tone="muted">
          Visitors vote for coming-soon apps and may ask to be told when one ships. Only addresses
          that confirmed their link and have not unsubscribed hear of a launch, once.
        </Text>
        <NoticeLine notice={notice} />
        <LoadingState loaded={loaded} loading="Loading the roadmap…" />
        {loaded.status === "loaded" ? (
          <StudioTable
            caption="Apps visitors vote for, with their subscribers and launches"
            columns={["App", "Votes", "Confirmed subscribers", "Launch", "Announce"]}
          >
            {loaded.data.apps.map((app) => (
              <RoadmapRow
                key={app.key}
                app={app}
                mailsPerMinute={loaded.data.mailsPerMinute}
                onAnnounced={(launchedAt, mails) => announced(app, launchedAt, mails)}
                onFailed={(text) => setNotice({ tone: "failed", text })}
              />
            ))}
          </StudioTable>
        ) : null}
      </Stack>
    </section>
  );
}

/** One app: its figures, its launch, and "Announce launch", which asks first. */
function RoadmapRow({
  app,
  mailsPerMinute,
  onAnnounced,
  onFailed,
}: {
  app: StudioRoadmapApp;
  mailsPerMinute: RoadmapData["mailsPerMinute"];
  onAnnounced: (launchedAt: string, mailsWritten: number) => void;
  onFailed: (text: string) => void;
}) {
  const [busy, setBusy] = useState(false);

  async function announce() {
    setBusy(true);
    try {
      const answer = await callApi("studio/roadmap/announce", { key: app.key });
      onAnnounced(answer.launchedAt, answer.mailsWritten);
    } catch (error) {
      onFailed(describeApiFailure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <tr>
      <th scope="row" className={styles.rowHeading}>
        {app.path ? <a href={app.path}>{app.name}</a> : app.name}
      </th>
      <td className={styles.cell}>{app.votes}</td>
      <td className={styles.cell}>{app.confirmedSubscribers}</td>
      <td className={styles.cell}>
        {app.launchedAt ? (
          <Stack gap="xsmall">
            <span>
              Launched <time dateTime={app.launchedAt}>{readableDateTime(app.launchedAt)}</time>
            </span>
            <Text size="small" tone="muted">
              {app.mailsSent} of {app.mailsWritten} launch mails sent
            </Text>
          </Stack>
        ) : (
          "Coming soon"
        )}
      </td>
      <td className={styles.cell}>
        {app.launchedAt ? (
          "Announced"
        ) : (
          <ConfirmDialog
            question={`Announce the launch of ${app.name}?`}
            {...announceQuestion(app, mailsPerMinute)}
            cancelLabel="Not yet"
            onConfirm={() => void announce()}
            trigger={
              <Button size="small" variant="secondary" loading={busy}>
                Announce launch<VisuallyHidden> of {app.name}</VisuallyHidden>
              </Button>
            }
          />
        )}
      </td>
    </tr>
  );
}
