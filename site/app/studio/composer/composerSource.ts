import type { StudioPage, StudioPageDocument } from "@workcraft/domain/schemas";
import { STUDIO_PATH } from "@workcraft/domain/rules";
import { callApi } from "../../api/apiClient";
import type { SaveDocument } from "./useDraftSaving";

/**
 * What the composer edits and how it saves it: a Studio page's draft, or a variant of an
 * experiment. The composer is the same for both, with the same problems and checks; what
 * differs is here, and in the actions its screen gives it.
 */
export interface ComposerSource {
  /** The path of the page the document is, or is a variant of: its problems are checked there. */
  path: string;
  /** What the composer's bar calls it. */
  name: string;
  /** Where the bar's first link leads back to. */
  back: { href: string; label: string };
  /** The document as it was loaded. */
  document: StudioPageDocument;
  /** The revision it was loaded at. */
  revision: number;
  /** When it was last saved, if the API said. */
  savedAt: string | null;
  save: SaveDocument;
}

/** A Studio page's draft, saved by `studio/pages/save`. */
export function studioPageSource(page: StudioPage): ComposerSource {
  return {
    path: page.path,
    name: page.path,
    back: { href: STUDIO_PATH, label: "All pages" },
    document: page.draft,
    revision: page.revision,
    savedAt: page.updatedAt,
    save: (revision, draft) => callApi("studio/pages/save", { id: page.id, revision, page: draft }),
  };
}
