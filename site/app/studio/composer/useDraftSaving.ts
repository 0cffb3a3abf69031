import type { ApiErrorBody } from "@workcraft/domain/api";
import type { StudioPage } from "@workcraft/domain/schemas";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiCallError, describeApiFailure } from "../../api/apiClient";
import type { StudioPageJson } from "../pageData";

/** How long the editor waits after the last change before it saves the draft. */
export const AUTOSAVE_DELAY_MS = 800;

/** Who saved the page last, when it was not this editor (a 409's `current`). */
type SavedByOther = NonNullable<ApiErrorBody["error"]["current"]>;

/**
 * How the composer saves what it edits (a Studio page's draft, an experiment's variant): from the
 * revision it was loaded or last saved at, answering the new revision and when it was saved. A
 * stale revision is a 409: someone else saved it since.
 */
export type SaveDocument = (
  revision: number,
  page: StudioPageJson,
) => Promise<{ revision: number; updatedAt: string }>;

/** The draft's saving, as the editor's bar says it. */
export type DraftSaveState =
  /** Saved: `at` when, or null when it has not been saved since it opened and nobody said when. */
  | { status: "saved"; at: string | null }
  | { status: "waiting" }
  | { status: "saving" }
  | { status: "conflict"; message: string; current: SavedByOther }
  /** Someone saved it since, and the API did not say who: it can only be loaded again. */
  | { status: "stale"; message: string }
  | { status: "failed"; message: string };

/**
 * Saves the draft as it is edited: `edited` after each change, a save once the editing has
 * rested for AUTOSAVE_DELAY_MS, one save at a time, each from the revision the last one gave.
 * A save from an old revision (someone else saved since) is a conflict: the local edits stay,
 * nothing more is saved until the editor chooses to keep theirs or save over them.
 */
export function useDraftSaving(
  saveDocument: SaveDocument,
  revision: number,
  updatedAt: string | null,
) {
  const [state, setState] = useState<DraftSaveState>({ status: "saved", at: updatedAt });
  const revisionRef = useRef(revision);
  // The latest way to save, so a new function at each render does not make a new `save`.
  const saveRef = useRef(saveDocument);
  useEffect(() => {
    saveRef.current = saveDocument;
  }, [saveDocument]);
  const pending = useRef<StudioPageJson | null>(null);
  const saving = useRef<Promise<void> | null>(null);
  const held = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Saves what waits, one save at a time, until nothing waits, a save fails or one conflicts. */
  const save = useCallback(async (): Promise<void> => {
    for (;;) {
      if (saving.current) {
        await saving.current;
        continue;
      }
      const page = pending.current;
      if (!page || held.current) return;
      pending.current = null;
      setState({ status: "saving" });
      let stopped = false;
      const run = saveRef
        .current(revisionRef.current, page)
        .then(
          (saved) => {
            revisionRef.current = saved.revision;
            setState(
              pending.current ? { status: "waiting" } : { status: "saved", at: saved.updatedAt },
            );
          },
          (error: unknown) => {
            stopped = true;
            // The edits stay, whatever went wrong: the next try sends them (or newer ones).
            pending.current ??= page;
            const current =
              error instanceof ApiCallError && error.failure.kind === "http"
                ? error.failure.current
                : undefined;
            if (current && error instanceof ApiCallError) {
              held.current = true;
              setState({ status: "conflict", message: error.message, current });
            } else if (error instanceof ApiCallError && httpStatus(error) === 409) {
              held.current = true;
              setState({ status: "stale", message: error.message });
            } else {
              setState({ status: "failed", message: describeApiFailure(error) });
            }
          },
        )
        .finally(() => {
          saving.current = null;
        });
      saving.current = run;
      await run;
      if (stopped) return;
    }
  }, []);

  /** The editor changed the page: it is saved once the changes rest. */
  const edited = useCallback(
    (page: StudioPageJson) => {
      pending.current = page;
      if (held.current) return;
      setState({ status: "waiting" });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [save],
  );

  /** Saves what is waiting now (before publishing, say); resolves once it is saved or failed. */
  const saveNow = useCallback(() => {
    clearTimeout(timer.current);
    return save();
  }, [save]);

  /** After a conflict: this editor's draft replaces the one saved by the other person. */
  const keepMine = useCallback(() => {
    if (state.status !== "conflict") return Promise.resolve();
    revisionRef.current = state.current.revision;
    held.current = false;
    return save();
  }, [save, state]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    state,
    edited,
    saveNow,
    keepMine,
    /** The revision the draft is at, for a publish made from it. */
    revision: () => revisionRef.current,
    /** Whether edits are waiting to be saved. */
    unsaved: () => pending.current !== null || saving.current !== null,
  };
}

/** The HTTP status of a failed call, or undefined when no answer came. */
function httpStatus(error: ApiCallError): number | undefined {
  return error.failure.kind === "http" ? error.failure.status : undefined;
}

/**
 * What an action on the whole draft is given (a restore from the history, an import): the page,
 * its saving, the draft as the editor has it now, and a way to open the page again once the
 * action changed its draft on the server.
 */
export interface DraftActionProps {
  page: StudioPage;
  drafts: ReturnType<typeof useDraftSaving>;
  /** The draft as the editor has it now. */
  draft: () => StudioPageJson;
  /** Opens the page again from the server. */
  reopen: () => void;
}
