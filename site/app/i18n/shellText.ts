import type { SiteLocale } from "@workcraft/domain/rules";
import loadCataloguePart from "virtual:workcraft-messages";
import {
  MESSAGE_PARTS,
  messageIn,
  messagePartOf,
  type CompiledPart,
  type FormattedMessageId,
  type MessageId,
  type MessagePart,
  type PlainMessageId,
} from "./messageCatalogue";
import type * as MessageFormatterModule from "./messageFormatter";
import type { MessageFormatter, MessageValues } from "./messageFormatter";

export type { MessagePart, MessageValues };

type MessageFormatterModule = typeof MessageFormatterModule;

// Loaded code, kept as modules are: the same for every request and render tree.
const loadedParts = new Map<string, CompiledPart>();
let formatterModule: MessageFormatterModule | undefined;

const partKey = (locale: SiteLocale, part: MessagePart) => `${locale}/${part}`;

/** A compiled token that is text, or a value put in place as it is (`["name"]`, no format). */
function isPlacedToken(token: unknown): token is string | readonly [string] {
  return typeof token === "string" || (Array.isArray(token) && token.length === 1);
}

/**
 * Loads parts of `locale`'s catalogue (each once; every part when none are named), before a
 * render in that locale shows them. Each part of each locale is a chunk of its own: a page loads
 * only its locale's, and only the parts it shows.
 */
export async function loadCatalogue(
  locale: SiteLocale,
  parts: readonly MessagePart[] = MESSAGE_PARTS,
): Promise<void> {
  await Promise.all(
    parts.map(async (part) => {
      const key = partKey(locale, part);
      if (!loadedParts.has(key)) {
        loadedParts.set(key, (await loadCataloguePart(locale, part)).default);
      }
    }),
  );
}

/** Whether `part` of `locale`'s catalogue has loaded (a render may then say its messages). */
export function isCatalogueLoaded(locale: SiteLocale, part: MessagePart): boolean {
  return loadedParts.has(partKey(locale, part));
}

/**
 * Loads Lingui's runtime, which formats the messages that take values. The server loads it
 * before it renders; the browser when a part that shows such a message is about to (the cart,
 * the checkout, a toast), so no page pays for it up front.
 */
export async function loadMessageFormatting(): Promise<void> {
  formatterModule ??= await import("./messageFormatter");
}

/**
 * What the shell says, in one locale: `text` reads a plain message straight from the compiled
 * catalogue; `format` fills in a message's values (through Lingui where it has plurals or
 * numbers). A message id is typed as one or the other, from the English source.
 * Either needs the message's part of the catalogue loaded (`loadCatalogue`).
 */
export class ShellText {
  private formatter: MessageFormatter | undefined;
  private readonly formatterParts = new Set<MessagePart>();

  constructor(readonly locale: SiteLocale) {}

  /** A message that takes no values. */
  text(id: PlainMessageId): string {
    return this.compiled(id) as string;
  }

  /**
   * A message with its values filled in, plurals and numbers the locale's way. A message whose
   * values are only put in place (no plural, select or number) needs no formatter: its compiled
   * tokens are joined; any other goes through Lingui (loaded by then: `loadMessageFormatting`).
   */
  format(id: FormattedMessageId, values: MessageValues): string {
    const tokens = this.compiled(id) as readonly unknown[];
    if (tokens.every(isPlacedToken)) {
      return tokens
        .map((token) => (typeof token === "string" ? token : String(values[token[0]] ?? "")))
        .join("");
    }
    if (!formatterModule) {
      throw new Error(`"${id}" formatted before loadMessageFormatting()`);
    }
    this.formatter ??= formatterModule.createMessageFormatter(this.locale);
    const part = messagePartOf(id);
    if (!this.formatterParts.has(part)) {
      this.formatter.add(loadedParts.get(partKey(this.locale, part)) ?? {}, part);
      this.formatterParts.add(part);
    }
    return this.formatter.format(String(id), values);
  }

  private compiled(id: MessageId) {
    const part = loadedParts.get(partKey(this.locale, messagePartOf(id)));
    const message = part && messageIn(part, id);
    if (message === undefined) {
      throw new Error(`"${id}" shown before its part of the ${this.locale} catalogue loaded`);
    }
    return message;
  }
}

/**
 * Keeps a whole compiled catalogue of `locale` as if each part were loaded: for stories and
 * tests, which have it at hand (`virtual:workcraft-messages/<locale>-all`, or the build's
 * `compileCatalogue`) and render without a loader to wait for.
 */
export function keepCatalogue(locale: SiteLocale, catalogue: CompiledPart): void {
  for (const part of MESSAGE_PARTS) {
    const messages = Object.entries(catalogue).filter(([id]) => messagePartOf(id) === part);
    loadedParts.set(partKey(locale, part), Object.fromEntries(messages) as CompiledPart);
  }
}
