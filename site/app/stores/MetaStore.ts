import type { ResolvedPageMeta } from "@workcraft/domain/rules";
import { makeAutoObservable } from "mobx";

/** The page being shown and its meta after the domain's rules (suffix, cut, fallbacks). */
export interface ShownPage {
  /** The page's path, e.g. `/pricing`. */
  path: string;
  /** Its resolved meta: the title and description as the head carries them. */
  meta: ResolvedPageMeta;
}

/**
 * The current page's resolved meta, for the browser's consumers (share buttons, the document
 * title after client navigation, analytics). The head itself is rendered by the routes' `meta`.
 */
export class MetaStore {
  path: string;
  meta: ResolvedPageMeta;
  private readonly siteUrl: string;

  constructor(page: ShownPage, siteUrl: string) {
    this.path = page.path;
    this.meta = page.meta;
    this.siteUrl = siteUrl;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get title(): string {
    return this.meta.title;
  }

  get description(): string {
    return this.meta.description;
  }

  /** The page's canonical address. */
  get canonicalUrl(): string {
    return `${this.siteUrl}${this.path}`;
  }

  /** The share image as an absolute URL. */
  get shareImageUrl(): string {
    return new URL(this.meta.shareImg, `${this.siteUrl}/`).href;
  }

  /** Takes on the page now shown. */
  show(page: ShownPage): void {
    this.path = page.path;
    this.meta = page.meta;
  }
}
