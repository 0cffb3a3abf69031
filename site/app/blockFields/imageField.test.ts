import { describe, expect, it } from "vitest";
import { z } from "zod";
import { indexContent } from "../content/contentIndex";
import { ALT_TEXT_REQUIRED_MESSAGE, imageSchema, isLibraryImageName } from "./imageField";
import { FEATURE_IMAGE_SIZE } from "./blockImage";
import { resolveImage } from "./resolveImage";

const HASH = "0123456789abcdef".repeat(4);
const LIBRARY = `library/${HASH}`;

/** Each problem of a value as `field: message`. */
function problemsOf(value: unknown): string[] {
  const result = imageSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("a block's picture", () => {
  it("takes a catalogue picture by its name, with alt text", () => {
    expect(imageSchema.parse({ name: "kanban-board/feature-1", alt: "A board" })).toEqual({
      name: "kanban-board/feature-1",
      alt: "A board",
    });
  });

  it("takes a library picture by library/<hash>, with its size in pixels", () => {
    expect(
      imageSchema.parse({ name: LIBRARY, alt: " A team at work ", width: 1600, height: 900 }),
    ).toEqual({ name: LIBRARY, alt: "A team at work", width: 1600, height: 900 });
    expect(isLibraryImageName(LIBRARY)).toBe(true);
    expect(isLibraryImageName("kanban-board/feature-1")).toBe(false);
  });

  it("refuses a name of neither kind, or a library name whose hash is not one, naming the field", () => {
    expect(problemsOf({ name: "nope/feature-9", alt: "A" })).toEqual([
      expect.stringMatching(
        /^name: No picture is named "nope\/feature-9": name a picture of the catalogue/u,
      ),
    ]);
    for (const name of [`library/${HASH.slice(1)}`, `library/${HASH.toUpperCase()}`, "library/"]) {
      expect(problemsOf({ name, alt: "A", width: 10, height: 10 })).toEqual([
        `name: "${name}" is no picture of the library: its name is library/ and the 64 hexadecimal digits of its hash`,
      ]);
    }
  });

  it("needs a library picture's width and height, as positive whole numbers", () => {
    expect(problemsOf({ name: LIBRARY, alt: "A" })).toEqual([
      "width: A picture of the library needs its width in pixels",
      "height: A picture of the library needs its height in pixels",
    ]);
    expect(problemsOf({ name: LIBRARY, alt: "A", width: 1600 })).toEqual([
      "height: A picture of the library needs its height in pixels",
    ]);
    expect(problemsOf({ name: LIBRARY, alt: "A", width: 0, height: 1.5 })).toEqual([
      "width: A picture's width is at least 1 pixel",
      "height: A picture's height is a whole number of pixels",
    ]);
    expect(problemsOf({ name: LIBRARY, alt: "A", width: "1600", height: 900 })).toEqual([
      "width: A picture's width is a number of pixels",
    ]);
  });

  it("leaves a catalogue picture's size to the catalogue", () => {
    expect(problemsOf({ name: "kanban-board/feature-1", alt: "A", width: 10, height: 10 })).toEqual(
      [
        "width: A picture of the catalogue has its own size: leave out its width",
        "height: A picture of the catalogue has its own size: leave out its height",
      ],
    );
  });

  it("needs alt text, and spaces alone are none", () => {
    for (const alt of ["", " ", "\t \n", undefined]) {
      expect(problemsOf({ name: "kanban-board/feature-1", alt })).toEqual([
        `alt: ${ALT_TEXT_REQUIRED_MESSAGE}`,
      ]);
    }
    expect(ALT_TEXT_REQUIRED_MESSAGE).toMatch(/^Alt text is required/u);
    expect(problemsOf({ name: LIBRARY, alt: " ", width: 4, height: 3 })).toEqual([
      `alt: ${ALT_TEXT_REQUIRED_MESSAGE}`,
    ]);
  });

  it("refuses a field it does not know", () => {
    expect(problemsOf({ name: "kanban-board/feature-1", alt: "A", caption: "B" })).toEqual([
      ': Unrecognized key: "caption"',
    ]);
  });

  it("says the same in the JSON Schema of content files: sizes for library pictures only, alt text not blank", () => {
    const schema = z.toJSONSchema(imageSchema, { io: "input" }) as unknown as {
      properties: { name: { anyOf: { pattern?: string; enum?: string[] }[] }; alt: unknown };
      if: unknown;
      then: unknown;
      else: unknown;
    };
    expect(schema.properties.name.anyOf.map((option) => option.pattern ?? "enum")).toEqual([
      "enum",
      "^library\\/[0-9a-f]{64}$",
    ]);
    expect(schema.properties.alt).toMatchObject({ minLength: 1, pattern: "\\S" });
    expect(schema.if).toEqual({ properties: { name: { pattern: "^library/" } } });
    expect(schema.then).toEqual({ required: ["width", "height"] });
    expect(schema.else).toEqual({ properties: { width: false, height: false } });
  });

  it("names the block and the field in a content file's problems", () => {
    const meta = { title: "A page about boards", description: "x".repeat(80) };
    let message = "";
    try {
      indexContent([
        {
          file: "boards.json",
          json: {
            meta,
            blocks: [{ type: "Hero", props: { title: "T", image: { name: LIBRARY, alt: "A" } } }],
          },
        },
      ]);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(
      "boards.json: block 0 (Hero), field props.image.width: A picture of the library needs its width in pixels",
    );
  });
});

describe("resolving a block's picture", () => {
  it("gives a catalogue picture its five files and the illustrations' size", () => {
    const image = resolveImage({ name: "kanban-board/feature-1", alt: "A board" });
    expect(Object.keys(image.images)).toEqual(["xsImg", "smImg", "mdImg", "lgImg", "xlImg"]);
    expect(image.images.xsImg?.imgUrl).toMatch(
      /^\/images\/apps\/kanban-board\/feature-1-xs\.jpg$/u,
    );
    expect(image).toMatchObject({ alt: "A board", ...FEATURE_IMAGE_SIZE });
  });

  it("gives a library picture its five widths under /api/v2/images/, WebP and JPEG, at its own size", () => {
    const image = resolveImage({ name: LIBRARY, alt: "A team", width: 1600, height: 900 });
    expect(image).toMatchObject({ alt: "A team", width: 1600, height: 900 });
    expect(image.images).toEqual({
      xsImg: {
        imgUrl: `/api/v2/images/${HASH}-315.jpg`,
        webpUrl: `/api/v2/images/${HASH}-315.webp`,
      },
      smImg: {
        imgUrl: `/api/v2/images/${HASH}-460.jpg`,
        webpUrl: `/api/v2/images/${HASH}-460.webp`,
      },
      mdImg: {
        imgUrl: `/api/v2/images/${HASH}-725.jpg`,
        webpUrl: `/api/v2/images/${HASH}-725.webp`,
      },
      lgImg: {
        imgUrl: `/api/v2/images/${HASH}-960.jpg`,
        webpUrl: `/api/v2/images/${HASH}-960.webp`,
      },
      xlImg: {
        imgUrl: `/api/v2/images/${HASH}-1240.jpg`,
        webpUrl: `/api/v2/images/${HASH}-1240.webp`,
      },
    });
  });

  it("refuses a library picture without its size, which the schema never lets through", () => {
    expect(() => resolveImage({ name: LIBRARY, alt: "A" })).toThrow(/has no width and height/u);
  });
});
