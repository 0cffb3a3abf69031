import { linkKindOf } from "@workcraft/domain/rules";

/*
 * The small text format of long-form blocks: paragraphs split by blank lines, `## ` and `### `
 * headings, `- ` and `1. ` list items, `**bold**` and `[label](href)` inside any of them.
 */

/** A run of inline text: plain, bold, or a link. */
export type Inline =
  | { kind: "text"; text: string }
  | { kind: "bold"; text: string }
  | { kind: "link"; text: string; href: string };

/** A block of the body. */
export type RichNode =
  | { kind: "heading"; depth: 2 | 3; inline: Inline[] }
  | { kind: "paragraph"; inline: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] };

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/gu;

/** Splits a line into plain text, bold runs and links. */
export function parseInline(text: string): Inline[] {
  const runs: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index;
    if (index > last) runs.push({ kind: "text", text: text.slice(last, index) });
    const [, bold, label = "", href = ""] = match;
    if (bold !== undefined) runs.push({ kind: "bold", text: bold });
    // A link the link rule refuses is drawn as its words: the schema refuses it before a page
    // is built or published, and a page kept from before the rule never draws it as a link.
    else if (linkKindOf(href) === undefined) runs.push({ kind: "text", text: label });
    else runs.push({ kind: "link", text: label, href });
    last = index + match[0].length;
  }
  if (last < text.length) runs.push({ kind: "text", text: text.slice(last) });
  return runs;
}

const BULLET = /^- /u;
const NUMBERED = /^\d+\. /u;

/** Parses a body into headings, paragraphs and lists. */
export function parseRichText(body: string): RichNode[] {
  return body
    .trim()
    .split(/\n\s*\n/u)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): RichNode => {
      const heading = /^(#{2,3}) (.+)$/su.exec(chunk);
      if (heading) {
        return {
          kind: "heading",
          depth: heading[1] === "##" ? 2 : 3,
          inline: parseInline((heading[2] ?? "").replace(/\s+/gu, " ")),
        };
      }
      const lines = chunk.split("\n").map((line) => line.trim());
      const ordered = lines.every((line) => NUMBERED.test(line));
      if (ordered || lines.every((line) => BULLET.test(line))) {
        return {
          kind: "list",
          ordered,
          items: lines.map((line) => parseInline(line.replace(ordered ? NUMBERED : BULLET, ""))),
        };
      }
      return { kind: "paragraph", inline: parseInline(lines.join(" ")) };
    });
}

/** A link as a body writes it: its words, its address and the whole mark, `[words](address)`. */
export interface RichTextLinkMark {
  text: string;
  href: string;
  mark: string;
}

/** Every link of a body as written, for the schema's link rule and its messages. */
export function richTextLinkMarks(body: string): RichTextLinkMark[] {
  return [...body.matchAll(INLINE)].flatMap(([mark, , text, href]) =>
    text !== undefined && href !== undefined ? [{ text, href, mark }] : [],
  );
}

/** Every link target of a body, for checks that links lead somewhere. */
export function richTextLinks(body: string): string[] {
  return richTextLinkMarks(body).map((link) => link.href);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/gu, (character) => `&#${character.charCodeAt(0)};`);
}

function inlineHtml(runs: readonly Inline[], linkUrl: (href: string) => string): string {
  return runs
    .map((run) => {
      if (run.kind === "bold") return `<strong>${escapeHtml(run.text)}</strong>`;
      if (run.kind === "link") {
        return `<a href="${escapeHtml(linkUrl(run.href))}">${escapeHtml(run.text)}</a>`;
      }
      return escapeHtml(run.text);
    })
    .join("");
}

/**
 * A body as plain HTML (headings, paragraphs, lists, bold, links), for readers outside the page
 * such as a job posting's description in structured data. `linkUrl` makes links absolute.
 */
export function richTextHtml(
  body: string,
  linkUrl: (href: string) => string = (href) => href,
): string {
  return parseRichText(body)
    .map((node) => {
      switch (node.kind) {
        case "heading":
          return `<h${node.depth}>${inlineHtml(node.inline, linkUrl)}</h${node.depth}>`;
        case "paragraph":
          return `<p>${inlineHtml(node.inline, linkUrl)}</p>`;
        case "list": {
          const tag = node.ordered ? "ol" : "ul";
          const items = node.items.map((item) => `<li>${inlineHtml(item, linkUrl)}</li>`);
          return `<${tag}>${items.join("")}</${tag}>`;
        }
      }
    })
    .join("");
}
