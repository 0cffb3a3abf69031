import { DEFAULT_LOCALE, armName, localeOfPath, type SiteLocale } from "@workcraft/domain/rules";
import type {
  StudioExperiment,
  StudioPage,
  StudioPageDocument,
  StudioPageTranslations,
  StudioPageWeight,
} from "@workcraft/domain/schemas";
import { STUDIO_PATH } from "@workcraft/domain/rules";
import { callApi } from "../../api/apiClient";
import { experimentPath } from "../studioPaths";
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
  /** Weighs the document as last saved, as the server would send it to a phone. */
  weigh: () => Promise<StudioPageWeight>;
  /** What its problems hold back, after "before": "publishing" a page. */
  heldBack: string;
  /** When it is a translation of an English Studio page: what it is compared with. */
  translation?: ComposerTranslation;
}

/** A translation as the composer compares it with its English page, as one types. */
export interface ComposerTranslation {
  locale: SiteLocale;
  /** The English page's draft, as the translation was opened. */
  english: StudioPageDocument;
  /** The names that stay as they are in every language. */
  keptNames: readonly string[];
}

/** The translation a Studio page is, or undefined for an English page (or one without it). */
export function translationOf(
  page: StudioPage,
  translations: StudioPageTranslations,
): ComposerTranslation | undefined {
  const { locale } = localeOfPath(page.path);
  if (locale === DEFAULT_LOCALE || translations.source === null) return undefined;
  return { locale, english: translations.source.draft, keptNames: translations.keptNames };
}

/** A Studio page's draft, saved by `studio/pages/save`; `translations` tell what it translates. */
export function studioPageSource(
  page: StudioPage,
  translations?: StudioPageTranslations,
): ComposerSource {
  const translation = translations && translationOf(page, translations);
  return {
    ...(translation ? { translation } : {}),
    path: page.path,
    name: page.path,
    back: { href: STUDIO_PATH, label: "All pages" },
    document: page.draft,
    revision: page.revision,
    savedAt: page.updatedAt,
    heldBack: "publishing",
    save: (revision, draft) => callApi("studio/pages/save", { id: page.id, revision, page: draft }),
    weigh: () => callApi("studio/pages/weight", { id: page.id }),
  };
}

/** "Variant B of /pricing": a variant as the composer's bar names it. */
export function variantName(path: string, arm: number): string {
  const name = armName(arm);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} of ${path}`;
}

/**
 * A variant of an experiment still being composed, saved by `studio/experiments/save-variant`
 * (which answers the experiment, with each variant's revision) and weighed at the page's path by
 * `studio/experiments/weigh-variant`.
 */
export function experimentVariantSource(
  experiment: StudioExperiment,
  arm: number,
  variant: { content: StudioPageDocument; revision: number },
): ComposerSource {
  return {
    path: experiment.path,
    name: variantName(experiment.path, arm),
    back: { href: experimentPath(experiment.id), label: "The experiment" },
    document: variant.content,
    revision: variant.revision,
    savedAt: null,
    heldBack: "starting the experiment",
    save: async (revision, content) => {
      const saved = await callApi("studio/experiments/save-variant", {
        id: experiment.id,
        arm,
        content: { ...content },
        revision,
      });
      return {
        revision: saved.variants.find((variant) => variant.arm === arm)?.revision ?? revision + 1,
        // The call answers no time of its own: the save was made now.
        updatedAt: new Date().toISOString(),
      };
    },
    weigh: () => callApi("studio/experiments/weigh-variant", { id: experiment.id, arm }),
  };
}
