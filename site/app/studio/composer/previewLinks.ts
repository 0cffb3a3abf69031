import type { StudioPreviewLink } from "@workcraft/domain/schemas";
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

/** "2026-11-29 14:05 UTC": when a link stops working. */
function untilInWords(iso: string): string {
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
