import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
// Types only from the domain: the config that loads this plugin bundles relative imports alone.
import type { SiteLocale } from "@workcraft/domain/rules";
import type { Plugin } from "vite";
import { createHash } from "node:crypto";
import {
  MESSAGE_PARTS,
  messagePartOf,
  PART_SIZE,
  type CompiledCatalogue,
  type CompiledMessage,
  type CompiledPart,
  type MessageCatalogue,
  type MessageId,
  type MessagePart,
} from "../app/i18n/messageCatalogue.ts";
import { de } from "../app/i18n/messages/de.ts";
import { en } from "../app/i18n/messages/en.ts";
import { fr } from "../app/i18n/messages/fr.ts";

const VIRTUAL_LOADERS = "virtual:workcraft-messages";
const VIRTUAL_PREFIX = `${VIRTUAL_LOADERS}/`;
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;

/** The source catalogues, by locale. */
export const MESSAGE_CATALOGUES: Readonly<Record<SiteLocale, MessageCatalogue>> = { en, de, fr };

/**
 * One locale's catalogue compiled with Lingui's own compiler, so the browser needs no ICU
 * parser: a plain message becomes its text (escapes resolved), one with values Lingui's tokens.
 * A message that does not parse, or takes values in one locale and none in English (or the
 * other way), stops the build with its id.
 */
export function compileCatalogue(locale: SiteLocale): CompiledCatalogue {
  const compiled: Partial<Record<MessageId, string | unknown[]>> = {};
  for (const [id, message] of Object.entries(MESSAGE_CATALOGUES[locale]) as [MessageId, string][]) {
    let tokens;
    try {
      tokens = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`The ${locale} message "${id}" is not a valid ICU message: ${String(error)}`);
    }
    const plain = tokens.length <= 1 && tokens.every((token) => typeof token === "string");
    const plainInEnglish = !/\{/u.test(en[id]);
    if (plain !== plainInEnglish && locale !== "en") {
      throw new Error(
        `The ${locale} message "${id}" ${plain ? "takes no values" : "takes values"}, unlike the English one.`,
      );
    }
    compiled[id] = plain ? ((tokens[0] as string | undefined) ?? "") : tokens;
  }
  return compiled as CompiledCatalogue;
}

/**
 * Each message's short id in a production build: its part's place in `MESSAGE_PARTS` times
 * `PART_SIZE`, plus its place among the English catalogue's messages of that part. The build
 * writes these numbers for the ids in the site's code, and each part's messages as an array in
 * that order, so neither the code nor the catalogues carry the long ids.
 */
export function shortMessageIds(): ReadonlyMap<MessageId, number> {
  const ids = new Map<MessageId, number>();
  const placed = new Map<MessagePart, number>();
  for (const id of Object.keys(en) as MessageId[]) {
    const part = messagePartOf(id);
    const place = placed.get(part) ?? 0;
    placed.set(part, place + 1);
    ids.set(id, MESSAGE_PARTS.indexOf(part) * PART_SIZE + place);
  }
  return ids;
}

/** A part's messages in the order of their short ids (`shortMessageIds`). */
function partAsList(catalogue: CompiledCatalogue, part: MessagePart): CompiledMessage[] {
  return (Object.keys(en) as MessageId[])
    .filter((id) => messagePartOf(id) === part)
    .map((id) => catalogue[id]);
}

/** A string literal in compiled JavaScript: its quote and its text, without escapes. */
const STRING_LITERAL = /(["'])([a-zA-Z][\w.]*)\1/gu;

/** The messages of one part of a compiled catalogue (`messagePartOf`). */
export function cataloguePart(catalogue: CompiledCatalogue, part: MessagePart): CompiledPart {
  return Object.fromEntries(
    Object.entries(catalogue).filter(([id]) => messagePartOf(id) === part),
  ) as CompiledPart;
}

/**
 * Gives `virtual:workcraft-messages/<locale>-<part>` (its chunk named so: `de-page-….js`): one
 * part of the locale's catalogue compiled at build, each a module (and so a chunk in the browser)
 * of its own, loaded only by pages in that locale and only when the part is about to show
 * (`<locale>-all` is the whole of it, for stories); and `virtual:workcraft-messages`, a loader of
 * each. The catalogues are read when the config loads: a change to one needs the dev server
 * restarted.
 */
export function messageCataloguesPlugin({
  shortIds = false,
}: {
  /**
   * In a build (not the dev server), write the site's message ids as short numbers and each
   * part's messages as an array (`shortMessageIds`): about 0.5 KB gzip less on every page.
   */
  shortIds?: boolean;
} = {}): Plugin {
  let short: ReadonlyMap<MessageId, number> | undefined;
  // In a build, the browser's catalogue files are named by one hash of every catalogue, so it
  // opens any of them from its locale and part alone, with no list of file names to carry.
  let catalogueFiles: string | undefined;
  return {
    name: "workcraft-message-catalogues",
    configResolved(config) {
      short = shortIds && config.command === "build" ? shortMessageIds() : undefined;
      catalogueFiles = short
        ? createHash("sha256")
            .update(
              JSON.stringify(
                Object.keys(MESSAGE_CATALOGUES).map((l) => compileCatalogue(l as SiteLocale)),
              ),
            )
            .update(JSON.stringify([...short]))
            .digest("base64url")
            .slice(0, 8)
        : undefined;
    },
    buildStart() {
      if (!catalogueFiles || this.environment.name !== "client") return;
      for (const locale of Object.keys(MESSAGE_CATALOGUES)) {
        for (const part of MESSAGE_PARTS) {
          this.emitFile({
            type: "chunk",
            id: `${VIRTUAL_PREFIX}${locale}-${part}`,
            fileName: `assets/${locale}-${part}-${catalogueFiles}.js`,
          });
        }
      }
    },
    transform(code, id) {
      if (
        !short ||
        !/[\\/]site[\\/]app[\\/]/u.test(id) ||
        /[\\/]i18n[\\/]messages[\\/]/u.test(id)
      ) {
        return undefined;
      }
      const ids = short;
      let changed = false;
      const rewritten = code.replace(STRING_LITERAL, (literal, _quote, text: string) => {
        const number = ids.get(text as MessageId);
        if (number === undefined) return literal;
        changed = true;
        return String(number);
      });
      return changed ? { code: rewritten, map: null } : undefined;
    },
    resolveId(id) {
      return id === VIRTUAL_LOADERS || id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${VIRTUAL_LOADERS}`) {
        if (catalogueFiles && this.environment.name === "client") {
          // Beside the site's file in `assets/` (`buildStart` emitted them).
          const file = `./\${locale}-\${part}-${catalogueFiles}.js`;
          return `export default (locale, part) => import(/* @vite-ignore */ \`${file}\`);`;
        }
        const locales = Object.keys(MESSAGE_CATALOGUES).map((locale) => {
          const parts = MESSAGE_PARTS.map(
            (part) =>
              `${part}: () => import(${JSON.stringify(`${VIRTUAL_PREFIX}${locale}-${part}`)})`,
          );
          return `${locale}: { ${parts.join(", ")} }`;
        });
        return `const loaders = { ${locales.join(", ")} };\nexport default (locale, part) => loaders[locale][part]();`;
      }
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const [locale = "", part = ""] = id.slice(RESOLVED_PREFIX.length).split("-");
      if (!Object.hasOwn(MESSAGE_CATALOGUES, locale)) {
        throw new Error(`No message catalogue for the locale "${locale}".`);
      }
      const catalogue = compileCatalogue(locale as SiteLocale);
      // The whole catalogue, for stories (the site loads it in parts).
      if (part === "all") return `export default ${JSON.stringify(catalogue)};`;
      if (!(MESSAGE_PARTS as readonly string[]).includes(part)) {
        throw new Error(`No part "${part}" of the message catalogues.`);
      }
      const messages = short
        ? partAsList(catalogue, part as MessagePart)
        : cataloguePart(catalogue, part as MessagePart);
      return `export default ${JSON.stringify(messages)};`;
    },
  };
}
