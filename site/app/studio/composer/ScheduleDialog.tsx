import type { StudioSchedule } from "@workcraft/domain/schemas";
import {
  Button,
  Dialog,
  Field,
  Select,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from "@workcraft/design-system";
import { useState, type FormEvent } from "react";
import { callApi, describeApiFailure } from "../../api/apiClient";
import * as styles from "./composer.css";
import { scheduleInWords, scheduleTimeOf } from "./pageSchedules";
import type { DraftActionProps } from "./useDraftSaving";

type Notice = { tone: "done" | "failed"; text: string } | null;

/**
 * The page's schedules: those still to run, each with its cancel, and a new one. A publish puts
 * the draft on the site as it is saved now (its revision), whatever is saved after; it runs as
 * its maker's, while they may still publish. Times are UTC, as the Studio shows every time.
 */
export function ScheduleDialog({
  page,
  drafts,
  maySchedule,
}: Pick<DraftActionProps, "page" | "drafts"> & { maySchedule: boolean }) {
  const [schedules, setSchedules] = useState<StudioSchedule[]>(page.schedules);
  const [action, setAction] = useState<StudioSchedule["action"]>("publish");
  const [when, setWhen] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  async function schedule(event: FormEvent) {
    event.preventDefault();
    const at = scheduleTimeOf(when);
    if (!at) {
      setNotice({ tone: "failed", text: "Choose a day and a time (UTC) for the schedule." });
      return;
    }
    setBusy(true);
    try {
      let revision: number | undefined;
      if (action === "publish") {
        await drafts.saveNow();
        if (drafts.unsaved()) throw new Error("Save the draft first: it is not saved yet.");
        revision = drafts.revision();
      }
      const made = await callApi("studio/pages/schedule", {
        id: page.id,
        action,
        at,
        ...(revision === undefined ? {} : { revision }),
      });
      setSchedules((before) => [...before, made].sort((a, b) => a.at.localeCompare(b.at)));
      setNotice({ tone: "done", text: `Scheduled: ${scheduleInWords(made)}.` });
    } catch (error) {
      setNotice({ tone: "failed", text: describeApiFailure(error) });
    } finally {
      setBusy(false);
    }
  }

  async function cancel(cancelled: StudioSchedule) {
    setBusy(true);
    try {
      await callApi("studio/pages/schedule-cancel", { id: page.id, scheduleId: cancelled.id });
      setSchedules((before) => before.filter(({ id }) => id !== cancelled.id));
      setNotice({ tone: "done", text: `Cancelled: ${scheduleInWords(cancelled)}.` });
    } catch (error) {
      setNotice({ tone: "failed", text: describeApiFailure(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root onOpenChange={() => setNotice(null)}>
      <Dialog.Trigger asChild>
        <Button type="button" variant="secondary">
          {schedules.length === 0 ? "Schedule" : `Schedules (${schedules.length})`}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content size="medium">
        <Stack gap="medium">
          <Dialog.Title>Schedules of {page.path}</Dialog.Title>
          <Dialog.Description>
            A scheduled publish puts the draft on the site as it is saved now; later edits wait for
            the next publish. Times are in UTC.
          </Dialog.Description>
          {schedules.length === 0 ? (
            <Text>Nothing is scheduled for this page.</Text>
          ) : (
            <ul className={styles.history} aria-label="Schedules still to run">
              {schedules.map((each) => (
                <li key={each.id} className={styles.historyItem}>
                  <Text>{scheduleInWords(each)}</Text>
                  {maySchedule ? (
                    <div className={styles.historyActions}>
                      <Button
                        type="button"
                        variant="secondary"
                        size="small"
                        disabled={busy}
                        onClick={() => void cancel(each)}
                      >
                        Cancel<VisuallyHidden> this schedule</VisuallyHidden>
                      </Button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {maySchedule ? (
            <form className={styles.checkpoint} onSubmit={(event) => void schedule(event)}>
              <Field label="Action">
                <Select
                  size="small"
                  value={action}
                  onChange={(event) =>
                    setAction(event.target.value === "unpublish" ? "unpublish" : "publish")
                  }
                >
                  <option value="publish">Publish the saved draft</option>
                  <option value="unpublish">Unpublish</option>
                </Select>
              </Field>
              <Field label="When (UTC)">
                <TextInput
                  size="small"
                  type="datetime-local"
                  value={when}
                  onChange={(event) => setWhen(event.target.value)}
                />
              </Field>
              <Button type="submit" variant="secondary" size="small" disabled={busy}>
                Schedule
              </Button>
            </form>
          ) : (
            <Text tone="muted">Scheduling needs the publisher role.</Text>
          )}
          <div role="status">
            {notice ? (
              <Text tone={notice.tone === "failed" ? "danger" : "default"}>{notice.text}</Text>
            ) : null}
          </div>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
