import { describe, expect, it } from "vitest";
import {
  parseInline,
  parseRichText,
  richTextHtml,
  richTextLinkMarks,
  richTextLinks,
} from "./richText";

describe("the rich-text format", () => {
  it("reads paragraphs, headings and both kinds of list", () => {
    const body =
      "## What we keep\n\nWe keep **little**.\nVery little.\n\n- Your name\n- Your e-mail\n\n1. Ask\n2. Wait\n\n### Details";
    expect(parseRichText(body)).toEqual([
      { kind: "heading", depth: 2, inline: [{ kind: "text", text: "What we keep" }] },
      {
        kind: "paragraph",
        inline: [
          { kind: "text", text: "We keep " },
          { kind: "bold", text: "little" },
          { kind: "text", text: ". Very little." },
        ],
      },
      {
        kind: "list",
        ordered: false,
        items: [[{ kind: "text", text: "Your name" }], [{ kind: "text", text: "Your e-mail" }]],
      },
      {
        kind: "list",
        ordered: true,
        items: [[{ kind: "text", text: "Ask" }], [{ kind: "text", text: "Wait" }]],
      },
      { kind: "heading", depth: 3, inline: [{ kind: "text", text: "Details" }] },
    ]);
  });

  it("reads links inside text and lists their targets", () => {
    expect(parseInline("See [pricing](/pricing) and [docs](/documentation).")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "pricing", href: "/pricing" },
      { kind: "text", text: " and " },
      { kind: "link", text: "docs", href: "/documentation" },
      { kind: "text", text: "." },
    ]);
    expect(richTextLinks("A [b](/b) **c** [d](https://example.com/d)")).toEqual([
      "/b",
      "https://example.com/d",
    ]);
  });

  it("draws a link the link rule refuses as its words alone, never as a link", () => {
    for (const href of [
      "javascript:alert`1`",
      "data:text/html,x",
      "vbscript:x",
      "/\\evil.example/x",
    ]) {
      expect(parseInline(`Read [the terms](${href}) now`)).toEqual([
        { kind: "text", text: "Read " },
        { kind: "text", text: "the terms" },
        { kind: "text", text: " now" },
      ]);
      expect(richTextHtml(`Read [the terms](${href}) now`)).toBe("<p>Read the terms now</p>");
    }
  });

  it("lists each link with its mark, for the schema's messages", () => {
    expect(richTextLinkMarks("A [b](/b) **c** [d e](javascript:x)")).toEqual([
      { text: "b", href: "/b", mark: "[b](/b)" },
      { text: "d e", href: "javascript:x", mark: "[d e](javascript:x)" },
    ]);
  });

  it("keeps a paragraph with a dash inside as a paragraph", () => {
    expect(parseRichText("One line\n- not a list because the first line is text")[0]?.kind).toBe(
      "paragraph",
    );
  });
});

describe("the rich-text format as HTML", () => {
  it("writes headings, paragraphs, lists, bold and links, with links made absolute", () => {
    const body = "## Role\n\nWe **ship**.\n\n- One [page](/pricing)\n- Two\n\n1. Ask";
    expect(richTextHtml(body, (href) => `https://a.example${href}`)).toBe(
      '<h2>Role</h2><p>We <strong>ship</strong>.</p><ul><li>One <a href="https://a.example/pricing">page</a></li><li>Two</li></ul><ol><li>Ask</li></ol>',
    );
  });

  it("escapes text, so content cannot write markup of its own", () => {
    expect(richTextHtml('A <script> & "quotes"')).toBe(
      "<p>A &#60;script&#62; &#38; &#34;quotes&#34;</p>",
    );
  });
});
