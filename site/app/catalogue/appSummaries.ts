import { appById } from "@workcraft/domain/data";
import type { CatalogueApp } from "@workcraft/domain/rules";
import type { AppLink, AppSummary } from "./shownData";
import { appPagePath } from "../paths";

/** An app as a card shows it. */
export function appSummary(app: CatalogueApp): AppSummary {
  return {
    id: app.id,
    name: app.name,
    description: app.shortDescription,
    href: appPagePath(app.marketing.slug),
    price: app.price,
    comingSoon: app.comingSoon,
    iconUrl: app.imageUrl ?? "",
  };
}

/** Links to these apps' pages, by name, skipping ids the catalogue does not have. */
export function appLinks(ids: readonly string[]): AppLink[] {
  return ids.flatMap((id) => {
    const app = appById(id);
    return app ? [{ name: app.name, href: appPagePath(app.marketing.slug) }] : [];
  });
}

/** The summaries of these apps, in this order. */
export function appSummaries(ids: readonly string[]): AppSummary[] {
  return ids.flatMap((id) => {
    const app = appById(id);
    return app ? [appSummary(app)] : [];
  });
}
