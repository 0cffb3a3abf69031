import type { SiteLocale } from "@workcraft/domain/rules";
import type { en } from "./messages/en";

/** The id of one of the shell's messages: a key of the English catalogue. */
export type MessageId = keyof typeof en;

/**
 * A locale's catalogue: every id of the English one with its ICU message, no id more. German's
 * and French's are checked against it, so a missing or extra message fails `tsc`.
 */
export type MessageCatalogue = { readonly [Id in MessageId]: string };

/** The ids whose English message takes no values: read without the formatter (`ShellText.text`). */
export type PlainMessageId = {
  [Id in MessageId]: (typeof en)[Id] extends `${string}{${string}` ? never : Id;
}[MessageId];

/** The ids whose message takes values (a name, a count): formatted by Lingui (`ShellText.format`). */
export type FormattedMessageId = Exclude<MessageId, PlainMessageId>;

/**
 * A message compiled at build by Lingui's compiler: a plain message is its text alone, one
 * with values Lingui's tokens (`@lingui/message-utils`' `CompiledMessage`).
 */
export type CompiledMessage = string | readonly unknown[];

/** A locale's whole catalogue as the build compiles it (`compileCatalogue`). */
export type CompiledCatalogue = Readonly<Record<MessageId, CompiledMessage>>;

/**
 * The parts a locale's catalogue is loaded in, by the first segment of a message's id: what every
 * page shows as it hydrates (`page`: the header, menus, 404, banner, update question) comes with
 * the page; the footer (drawn by the server, so needed in the browser only once a navigation
 * redraws it), the cart and its toasts, the checkout, the lead forms (with the words of a failed
 * call), the blocks' own words (search, lists, cards, the roadmap's votes, an article's head;
 * apart from them the price plans and calculator, which only the pricing page shows, the store's
 * filters, and the words of an app's or a template's page), the 404 page and a launch notice's
 * words (the form a visitor fills in after a vote, the pages its mails link to) load when they
 * are about to show.
 */
export const MESSAGE_PARTS = [
  "page",
  "footer",
  "cart",
  "checkout",
  "form",
  "block",
  "pricing",
  "notFound",
  "store",
  "details",
  "notice",
] as const;
export type MessagePart = (typeof MESSAGE_PARTS)[number];

/** How many short ids each part has room for (`shortMessageIds` in the build's plugin). */
export const PART_SIZE = 1000;

/**
 * The part of the catalogue a message is loaded with. A production build has written the ids in
 * the site's code as short numbers (its plugin's `shortMessageIds`): the part is in the number.
 */
export function messagePartOf(id: string): MessagePart {
  if (typeof id === "number") return MESSAGE_PARTS[Math.floor(id / PART_SIZE)] ?? "page";
  const first = id.slice(0, id.indexOf("."));
  // The cart's toasts come with the cart; a failed call's words with the forms that call.
  if (first === "toast") return "cart";
  if (first === "api") return "form";
  // The price plans' and calculator's words (`block.plans.…`, `block.calculator.…`,
  // `block.perMonth`) come only with the pricing page.
  if (first === "block" && /^block\.(plans|calculator|perMonth)\b/u.test(id)) return "pricing";
  // The store's filters and the words of an app's or a template's page come with those blocks.
  if (id.startsWith("block.store.")) return "store";
  if (/^block\.(app|template)\./u.test(id)) return "details";
  return (MESSAGE_PARTS as readonly string[]).includes(first) ? (first as MessagePart) : "page";
}

/**
 * A part of a locale's compiled catalogue: some of its messages by id, or, in a production
 * build, in the order of their short ids.
 */
export type CompiledPart =
  Readonly<Partial<Record<MessageId, CompiledMessage>>> | readonly CompiledMessage[];

/** A message of a loaded part, by its id as the code has it (a short number in a build). */
export function messageIn(part: CompiledPart, id: MessageId): CompiledMessage | undefined {
  const key: unknown = id;
  return typeof key === "number"
    ? (part as readonly CompiledMessage[])[key % PART_SIZE]
    : (part as Partial<Record<MessageId, CompiledMessage>>)[id];
}

/** What `virtual:workcraft-messages` gives: the loader of a part of a locale's catalogue. */
export type CatalogueLoader = (
  locale: SiteLocale,
  part: MessagePart,
) => Promise<{ default: CompiledPart }>;
