import type { SiteLocale } from "@workcraft/domain/rules";
import { preloadModule } from "react-dom";
import { messageScripts } from "virtual:workcraft-build-assets";
import { MESSAGE_PARTS, type MessagePart } from "./messageCatalogue";

/**
 * Names, on a part of the page the server drew, the catalogue parts its first render shows
 * beyond the page's own (`cart`, `checkout`, `form`): the page names their scripts as module
 * preloads, and the browser loads them before it hydrates.
 */
export const MESSAGE_PARTS_ATTRIBUTE = "data-message-parts";

/**
 * The attribute that asks for `parts` of `locale`'s catalogue, to spread on the part's element;
 * rendered on the server, it names their scripts as module preloads.
 */
export function messagePartsAttribute(
  locale: SiteLocale,
  ...parts: MessagePart[]
): Record<string, string> {
  for (const part of parts) {
    for (const href of messageScripts[locale]?.[part] ?? []) preloadModule(href);
  }
  return { [MESSAGE_PARTS_ATTRIBUTE]: parts.join(" ") };
}

/** The parts a document's elements ask for, each once. */
export function messagePartsIn(document: Pick<Document, "querySelectorAll">): MessagePart[] {
  const named = [...document.querySelectorAll(`[${MESSAGE_PARTS_ATTRIBUTE}]`)].flatMap(
    (element) => element.getAttribute(MESSAGE_PARTS_ATTRIBUTE)?.split(" ") ?? [],
  );
  return MESSAGE_PARTS.filter((part) => named.includes(part));
}
