import type { SiteLocale } from "@workcraft/domain/rules";
import { useEffect, useState, type ComponentType } from "react";
import { loadCatalogue, loadMessageFormatting } from "../i18n/shellText";
import type { LaunchNoticeAskProps } from "./LaunchNoticeAsk";

/*
 * The form that asks for an e-mail when an app ships shows only after a vote: its code, its
 * words (the catalogue's `notice` part, with the forms' words of a failed call) and the message
 * formatter load then, so a page with a roadmap or a coming-soon app carries none of it.
 */

let loaded: ComponentType<LaunchNoticeAskProps> | undefined;

/** Loads the ask form's code and `locale`'s words for it (once), and answers the form. */
export async function loadLaunchNoticeAsk(
  locale: SiteLocale,
): Promise<ComponentType<LaunchNoticeAskProps>> {
  const [module] = await Promise.all([
    import("./LaunchNoticeAsk"),
    loadCatalogue(locale, ["notice", "form"]),
    loadMessageFormatting(),
  ]);
  loaded = module.LaunchNoticeAsk;
  return loaded;
}

/**
 * The ask form, once `wanted` (the visitor has voted) and loaded; null before, and if it could
 * not load (the vote stands either way).
 */
export function useLaunchNoticeAsk(
  wanted: boolean,
  locale: SiteLocale,
): ComponentType<LaunchNoticeAskProps> | null {
  const [form, setForm] = useState<ComponentType<LaunchNoticeAskProps> | null>(null);
  useEffect(() => {
    if (!wanted || form) return;
    let current = true;
    loadLaunchNoticeAsk(locale).then(
      (loadedForm) => {
        if (current) setForm(() => loadedForm);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, form, locale]);
  return wanted ? (form ?? loaded ?? null) : null;
}
