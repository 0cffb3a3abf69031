import { Button, Inline, Link, Text } from "@workcraft/design-system";
import type { ReactNode } from "react";
import * as styles from "./composer.css";
import type { useDraftSaving, DraftSaveState } from "./useDraftSaving";

/** "14:05 UTC": a time of today as the Studio says it. */
function timeOf(iso: string): string {
  return `${iso.slice(11, 16)} UTC`;
}

/** The draft's saving in words. */
export function savingInWords(state: DraftSaveState): string {
  switch (state.status) {
    case "saved":
      return state.at ? `Draft saved at ${timeOf(state.at)}` : "No change since it opened";
    case "waiting":
      return "Unsaved changes";
    case "saving":
      return "Saving…";
    case "conflict":
    case "stale":
    case "failed":
      return state.message;
  }
}

/**
 * The bar over the editor: back to where it was opened from, what is being edited, its draft's
 * saving (and what to do after someone else saved it), then the actions of what is edited
 * (`children`: a page's history and Publish) and whether the preview's accessibility check has
 * seen it as it is.
 */
export function ComposerBar({
  name,
  back,
  drafts,
  checking,
  children,
}: {
  /** What is edited, as the bar names it: the page's path, or a variant of it. */
  name: string;
  /** Where the bar's first link leads: the pages, or the experiment of a variant. */
  back: { href: string; label: string };
  drafts: ReturnType<typeof useDraftSaving>;
  /** Whether the preview's accessibility check has not yet seen the page as it is. */
  checking: boolean;
  /** What is edited's own actions and notes (a page's editors, history and Publish). */
  children?: ReactNode;
}) {
  const { state } = drafts;
  const troubled =
    state.status === "conflict" || state.status === "stale" || state.status === "failed";

  return (
    <div className={styles.bar}>
      <Link href={back.href}>{back.label}</Link>
      <Text weight="bold">{name}</Text>
      <Text role="status" tone={troubled ? "danger" : "default"}>
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
      {state.status === "stale" ? (
        <Button type="button" variant="secondary" onClick={() => window.location.reload()}>
          Load theirs
        </Button>
      ) : null}
      {state.status === "failed" ? (
        <Button type="button" variant="secondary" onClick={() => void drafts.saveNow()}>
          Try saving again
        </Button>
      ) : null}
      <Inline gap="small" alignItems="center">
        {children}
        {/* Always there, one of two words of a size: the bar never moves under a pointer. */}
        <Text tone="muted" role="status">
          {checking ? "Checking accessibility…" : "Accessibility checked"}
        </Text>
      </Inline>
    </div>
  );
}
