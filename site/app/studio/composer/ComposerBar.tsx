import type { StudioPage } from "@workcraft/domain/schemas";
import { Button, Inline, Link, Text } from "@workcraft/design-system";
import { useState, type ReactNode } from "react";
import { callApi, describeApiFailure } from "../../api/apiClient";
import { STUDIO_PATH } from "@workcraft/domain/rules";
import type { ComposerProblem } from "./composerProblems";
import * as styles from "./composer.css";
import type { useDraftSaving, DraftSaveState } from "./useDraftSaving";
import { editorsInWords } from "./usePageEditors";

/** "14:05 UTC": a time of today as the Studio says it. */
function timeOf(iso: string): string {
  return `${iso.slice(11, 16)} UTC`;
}

/** The draft's saving in words. */
function savingInWords(state: DraftSaveState): string {
  switch (state.status) {
    case "saved":
      return `Draft saved at ${timeOf(state.at)}`;
    case "waiting":
      return "Unsaved changes";
    case "saving":
      return "Saving…";
    case "conflict":
    case "failed":
      return state.message;
  }
}

type Publishing =
  | { status: "idle" }
  | { status: "publishing" }
  | { status: "published"; version: number; path: string }
  | { status: "failed"; message: string };

/**
 * The bar over the editor: back to the pages, the page's address, its draft's saving (and what
 * to do after someone else saved it), who else is editing, and Publish, which stays disabled
 * while any problem is listed (advice aside), while the preview's accessibility check has not
 * seen the page as it is, or when the person may not publish.
 */
export function ComposerBar({
  page,
  drafts,
  editors,
  problems,
  mayPublish,
  checking,
  children,
}: {
  page: StudioPage;
  drafts: ReturnType<typeof useDraftSaving>;
  editors: StudioPage["editors"];
  problems: readonly ComposerProblem[];
  mayPublish: boolean;
  /** Whether the preview's accessibility check has not yet seen the page as it is. */
  checking: boolean;
  /** More of the page's actions, before Publish (its history). */
  children?: ReactNode;
}) {
  const [publishing, setPublishing] = useState<Publishing>({ status: "idle" });
  const { state } = drafts;
  const others = editorsInWords(editors);

  async function publish() {
    setPublishing({ status: "publishing" });
    await drafts.saveNow();
    if (drafts.unsaved()) {
      setPublishing({ status: "failed", message: "Save the draft first: it is not saved yet." });
      return;
    }
    try {
      const published = await callApi("studio/pages/publish", {
        id: page.id,
        revision: drafts.revision(),
      });
      setPublishing({
        status: "published",
        version: published.version.number,
        path: published.path,
      });
    } catch (error) {
      setPublishing({ status: "failed", message: describeApiFailure(error) });
    }
  }

  return (
    <div className={styles.bar}>
      <Link href={STUDIO_PATH}>All pages</Link>
      <Text weight="bold">{page.path}</Text>
      <Text
        role="status"
        tone={state.status === "conflict" || state.status === "failed" ? "danger" : "default"}
      >
        {savingInWords(state)}
      </Text>
      {state.status === "conflict" ? (
        <Inline gap="small">
          <Button type="button" variant="secondary" onClick={() => void drafts.keepMine()}>
            Save mine over theirs
          </Button>
          <Button type="button" variant="secondary" onClick={() => window.location.reload()}>
            Load theirs
          </Button>
        </Inline>
      ) : null}
      {state.status === "failed" ? (
        <Button type="button" variant="secondary" onClick={() => void drafts.saveNow()}>
          Try saving again
        </Button>
      ) : null}
      {others ? <Text>{others}</Text> : null}
      <Inline gap="small" alignItems="center">
        {children}
        <Button
          type="button"
          disabled={
            !mayPublish ||
            checking ||
            problems.some((problem) => !problem.advisory) ||
            publishing.status === "publishing"
          }
          onClick={() => void publish()}
        >
          Publish
        </Button>
        {!mayPublish ? <Text tone="muted">Publishing needs the publisher role.</Text> : null}
        {/* Always there, one of two words of a size: the bar never moves under a pointer. */}
        <Text tone="muted" role="status">
          {checking ? "Checking accessibility…" : "Accessibility checked"}
        </Text>
      </Inline>
      <div role="status">
        {publishing.status === "published" ? (
          <Text>
            Version {publishing.version} is live at{" "}
            <Link href={publishing.path}>{publishing.path}</Link>
          </Text>
        ) : publishing.status === "failed" ? (
          <Text tone="danger">{publishing.message}</Text>
        ) : null}
      </div>
    </div>
  );
}
