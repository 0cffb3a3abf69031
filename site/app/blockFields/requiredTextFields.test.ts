import { describe, expect, it } from "vitest";
import { pageMetaSchema } from "@workcraft/domain/schemas";
import { blockSchema } from "../blocks/blockDefinitions";
import { pageJsonSchema } from "../../build-tools/pageJsonSchema";

/*
 * Alt text and the words of a link or button are text a visitor (or a screen reader) depends
 * on: spaces alone are none. Every such field is the domain's one `requiredTextSchema` field, which
 * trims and then requires a character.
 */

const image = (alt: string) => ({ name: "kanban-board/feature-1", alt });

/** Each field of alt text or an action's words, in a block that holds it. */
const fields = [
  {
    name: "an action's label",
    block: (text: string) => ({
      type: "Hero",
      props: { title: "A title", primaryAction: { label: text, href: "/pricing" } },
    }),
    path: ["props", "primaryAction", "label"],
    read: (props: Record<string, unknown>) => (props.primaryAction as { label: string }).label,
  },
  {
    name: "a picture's alt text",
    block: (text: string) => ({
      type: "Hero",
      props: { title: "A title", image: image(text) },
    }),
    path: ["props", "image", "alt"],
    read: (props: Record<string, unknown>) => (props.image as { alt: string }).alt,
  },
  {
    name: "a download's label",
    block: (text: string) => ({
      type: "Downloads",
      props: {
        title: "Files",
        files: [{ id: "logo", label: text, href: "/media-kit/logo.svg", description: "The logo." }],
      },
    }),
    path: ["props", "files", 0, "label"],
    read: (props: Record<string, unknown>) => (props.files as { label: string }[])[0]!.label,
  },
  {
    name: "a form's button label",
    block: (text: string) => ({
      type: "LeadForm",
      props: {
        title: "Talk to us",
        formName: "contact",
        fields: [{ id: "email", label: "E-mail", kind: "email" }],
        submitLabel: text,
        successTitle: "Thanks",
        successMessage: "We write back within a day.",
      },
    }),
    path: ["props", "submitLabel"],
    read: (props: Record<string, unknown>) => props.submitLabel,
  },
] as const;

describe("alt text and the words of a link or button", () => {
  it.each(fields.map((field) => [field.name, field] as const))(
    "%s of spaces alone is refused, naming the field",
    (_name, field) => {
      for (const text of ["", " ", "   ", "\t\n "]) {
        const result = blockSchema.safeParse(field.block(text));
        expect(result.error?.issues.map((issue) => issue.path)).toEqual([field.path]);
      }
    },
  );

  it.each(fields.map((field) => [field.name, field] as const))(
    "%s is kept trimmed",
    (_name, field) => {
      const parsed = blockSchema.parse(field.block("  Read the terms "));
      expect(field.read(parsed.props as Record<string, unknown>)).toBe("Read the terms");
    },
  );

  it("a share image's alt text of spaces alone is refused", () => {
    const meta = { title: "A page", description: "A page.", shareImg: "https://example.com/a.jpg" };
    expect(pageMetaSchema.safeParse({ ...meta, shareImgAlt: "   " }).error?.issues).toEqual([
      expect.objectContaining({ path: ["shareImgAlt"] }),
    ]);
    expect(pageMetaSchema.parse({ ...meta, shareImgAlt: " Plans " }).shareImgAlt).toBe("Plans");
  });

  it("say the same to editors of content files: a pattern that needs a character", () => {
    const found: string[] = [];
    // Every alt, button label and link's label (beside its href) the JSON Schema describes.
    (function walk(node: unknown): void {
      if (typeof node !== "object" || node === null) return;
      const properties = (node as { properties?: Record<string, { pattern?: string }> }).properties;
      for (const [key, field] of Object.entries(properties ?? {})) {
        const linkLabel = key === "label" && properties?.href !== undefined;
        if (["alt", "submitLabel", "shareImgAlt"].includes(key) || linkLabel) {
          found.push(`${key}: ${field.pattern}`);
        }
      }
      Object.values(node).forEach(walk);
    })(JSON.parse(pageJsonSchema()));
    expect(found.length).toBeGreaterThan(fields.length);
    expect(new Set(found.map((entry) => entry.replace(/^\w+: /u, "")))).toEqual(new Set(["\\S"]));
  });
});
