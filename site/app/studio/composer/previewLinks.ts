import type { StudioPreviewLink, StudioPreviewLinkSummary } from "@workcraft/domain/schemas";
import { callApi } from "../../api/apiClient";

/** How long a preview link may be made to work, as the Studio offers it. */
export const PREVIEW_LINK_LENGTHS = [
  { label: "1 day", seconds: 86_400 },
  { label: "3 days", seconds: 3 * 86_400 },
  { label: "7 days", seconds: 7 * 86_400 },
  { label: "30 days", seconds: 30 * 86_400 },
] as const;

/** A preview link as the Studio hands it on: the whole address, and until when it works. */
export interface MadePreviewLink {
  url: string;
  until: string;
}

/** "2026-11-29 14:05 UTC": when a link stops working, or was made. */
export function untilInWords(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/**
 * Makes a preview link of page `id` (of version `number`, or of the draft as saved now) working
 * for `seconds`, as an address on this site.
 */
export async function makePreviewLink(
  id: string,
  { number, seconds }: { number?: number; seconds?: number } = {},
): Promise<MadePreviewLink> {
  const link: StudioPreviewLink = await callApi("studio/pages/preview-link", {
    id,
    ...(number === undefined ? {} : { number }),
    ...(seconds === undefined ? {} : { validForSeconds: seconds }),
  });
  return {
    url: new URL(link.url, window.location.origin).href,
    until: untilInWords(link.expiresAt),
  };
}

/** The preview links of page `id` that work now, newest first. */
export async function workingPreviewLinks(id: string): Promise<StudioPreviewLinkSummary[]> {
  return (await callApi("studio/pages/preview-links", { id })).links;
}

/** Ends the preview link `link` of page `id` now: whoever holds it is told it has ended. */
export async function withdrawPreviewLink(id: string, link: string): Promise<void> {
  await callApi("studio/pages/revoke-preview-link", { id, link });
}

/** A working link's line: what it shows, who made it and when, and until when it works. */
export function previewLinkInWords(link: StudioPreviewLinkSummary): string {
  const shows = link.number === null ? "The draft" : `Version ${link.number}`;
  const maker = link.createdBy.name ?? link.createdBy.email;
  return `${shows}, shared by ${maker} on ${untilInWords(link.createdAt)}, works until ${untilInWords(link.expiresAt)}`;
}
