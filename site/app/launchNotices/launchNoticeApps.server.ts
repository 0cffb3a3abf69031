import { ROADMAP_KEYS, type SiteLocale } from "@workcraft/domain/rules";
import { appByIdIn } from "../catalogue/catalogueLocale";
import { roadmapEntries } from "../catalogue/pricingSummaries";

/**
 * The name of every app a visitor may ask to hear about, in `locale`: the roadmap's apps and the
 * store's coming-soon ones, by the key their votes go by. Read on the server, so the page that
 * names the app a link confirmed carries no catalogue.
 */
export function launchNoticeAppNames(locale: SiteLocale): Record<string, string> {
  const roadmap = new Map(roadmapEntries(locale).map((entry) => [entry.key, entry.name]));
  return Object.fromEntries(
    ROADMAP_KEYS.map((key) => [key, roadmap.get(key) ?? appByIdIn(key, locale)?.name ?? key]),
  );
}
