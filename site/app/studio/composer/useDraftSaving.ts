import type { ApiErrorBody } from "@workcraft/domain/api";
import type { StudioPage } from "@workcraft/domain/schemas";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiCallError, callApi, describeApiFailure } from "../../api/apiClient";
import type { StudioPageJson } from "../pageData";

/** How long the editor waits after the last change before it saves the draft. */
export const AUTOSAVE_DELAY_MS = 800;

/** Who saved the page last, when it was not this editor (a 409's `current`). */
type SavedByOther = NonNullable<ApiErrorBody["error"]["current"]>;

/** The draft's saving, as the editor's bar says it. */
export type DraftSaveState =
  | { status: "saved"; at: string }
  | { status: "waiting" }
  | { status: "saving" }
  | { status: "conflict"; message: string; current: SavedByOther }
  | { status: "failed"; message: string };

/**
 * Saves the draft as it is edited: `edited` after each change, a save once the editing has
 * rested for AUTOSAVE_DELAY_MS, one save at a time, each from the revision the last one gave.
 * A save from an old revision (someone else saved since) is a conflict: the local edits stay,
 * nothing more is saved until the editor chooses to keep theirs or save over them.
 */
export function useDraftSaving(id: string, revision: number, updatedAt: string) {
  const [state, setState] = useState<DraftSaveState>({ status: "saved", at: updatedAt });
  const revisionRef = useRef(revision);
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
      const run = callApi("studio/pages/save", { id, revision: revisionRef.current, page })
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
  }, [id]);

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
