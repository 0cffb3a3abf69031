import { describe, expect, it } from "vitest";
import { blockSchema } from "../blocks/blockDefinitions";
import { pageProblems } from "../content/pageProblems";
import { pageSchema } from "../content/pageSchema";

/*
 * Every field of a block that holds a link takes the domain's one link rule (its own tests are
 * in domain/src/content/linkRule.test.ts): here, that each such field applies it, naming the
 * field, so the build, the Studio's editor and publishing all refuse the same addresses.
 */

/** Addresses that run script or lead off the site while looking like one of its paths. */
const badLinks = [
  "javascript:alert(1)",
  "JavaScript:alert(document.cookie)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "//evil.example/x",
  "/\\evil.example/x",
  "\\\\evil.example/x",
  "/\t/evil.example",
  "/\n/evil.example",
  "https:evil.example",
  "pricing",
];

/** Where each block keeps a link, and the path of the field its problem names. */
const carriers = [
  {
    name: "Hero's primary action",
    block: (href: string) => ({
      type: "Hero",
      props: { title: "A title", primaryAction: { label: "Go", href } },
    }),
    field: ["props", "primaryAction", "href"],
  },
  {
    name: "CallToAction's secondary action",
    block: (href: string) => ({
      type: "CallToAction",
      props: {
        title: "A title",
        primaryAction: { label: "Go", href: "/pricing" },
        secondaryAction: { label: "Or here", href },
      },
    }),
    field: ["props", "secondaryAction", "href"],
  },
  {
    name: "FeatureBlock's link",
    block: (href: string) => ({
      type: "FeatureBlock",
      props: {
        title: "A title",
        description: "Text.",
        image: { name: "kanban-board/feature-1", alt: "A board" },
        link: { label: "More", href },
      },
    }),
    field: ["props", "link", "href"],
  },
] as const;

function problemsOf(block: unknown): { path: PropertyKey[]; message: string }[] {
  return (blockSchema.safeParse(block).error?.issues ?? []).map(({ path, message }) => ({
    path,
    message,
  }));
}

describe("a block's action link", () => {
  it.each(
    carriers.flatMap((carrier) => badLinks.map((href) => [carrier.name, href, carrier] as const)),
  )("%s refuses %j, naming its field", (_name, href, carrier) => {
    const problems = problemsOf(carrier.block(href));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.path).toEqual(carrier.field);
  });

  it.each(["/pricing", "https://example.com", "http://example.com", "mailto:a@example.com"])(
    "takes %j",
    (href) => {
      for (const carrier of carriers) expect(problemsOf(carrier.block(href))).toEqual([]);
    },
  );
});

describe("a rich-text link", () => {
  const richText = (body: string) => ({ type: "RichText", props: { body } });

  // A link with white space in it is no link to the format: it stays text (richText.test.ts).
  it.each(badLinks.filter((href) => !/\s/u.test(href)))(
    "is refused with %j, naming the body and the address",
    (href) => {
      const problems = problemsOf(richText(`Read [the terms](${href}) first.`));
      expect(problems).toHaveLength(1);
      expect(problems[0]?.path).toEqual(["props", "body"]);
      // The format ends an address at its first ")".
      expect(problems[0]?.message).toContain(`[the terms](${href.replace(/\).*$/u, "")})`);
    },
  );

  it("names each bad link of a body", () => {
    const problems = problemsOf(
      richText("[a](/pricing) [b](javascript:alert(1)) and [c](/\\evil.example)"),
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining("[b](javascript:alert(1)"),
      expect.stringContaining("[c](/\\evil.example)"),
    ]);
  });

  it("takes links of the site, the web, mail and phone", () => {
    expect(
      problemsOf(
        richText(
          "[a](/pricing) [b](https://example.com) [c](http://example.com) [d](mailto:a@example.com) [e](tel:+1-555-0100)",
        ),
      ),
    ).toEqual([]);
  });
});

describe("a download's address", () => {
  const downloads = (href: string) => ({
    type: "Downloads",
    props: {
      title: "Files",
      files: [{ id: "logo", label: "Logo", href, description: "The logo." }],
    },
  });

  it.each(["//evil.example/logo.svg", "/\\evil.example/logo.svg", "javascript:x.svg", "/a b.svg"])(
    "refuses %j",
    (href) => {
      const problems = problemsOf(downloads(href));
      expect(problems.length).toBeGreaterThan(0);
      expect(problems[0]?.path).toEqual(["props", "files", 0, "href"]);
    },
  );

  it("takes a file of the site", () => {
    expect(problemsOf(downloads("/media-kit/workcraft-logo.svg"))).toEqual([]);
  });
});

describe("a page", () => {
  it("is refused with a bad link in any block, by the build, the editor and publishing", () => {
    const page = {
      meta: { title: "A page", description: "A page with a bad link." },
      blocks: [
        { type: "Hero", props: { title: "A title" } },
        { type: "RichText", props: { body: "[x](data:text/html,hi)" } },
      ],
    };
    const result = pageSchema.safeParse(page);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([
      ["blocks", 1, "props", "body"],
    ]);
    // What the Studio's editor lists as one types, and what the API checks a publish with.
    expect(pageProblems(page)).toEqual([
      {
        field: "blocks.1.props.body",
        message:
          'The link [x](data:text/html,hi): Links may not use "data:": use a page of the site (/pricing), https://, http://, mailto: or tel:',
      },
    ]);
  });
});
