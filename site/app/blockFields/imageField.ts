import { CATALOGUE_APPS } from "@workcraft/domain/data";
import {
  LIBRARY_IMAGE_MAX_SIDE,
  LIBRARY_IMAGE_NAME_PREFIX,
  libraryImageHashOf,
} from "@workcraft/domain/rules";
import { requiredTextSchema } from "@workcraft/domain/schemas";
import { z } from "zod";

/**
 * Pictures of the catalogue a block can show, by name: the feature illustrations, named
 * `{app id}/feature-{1|2|3}`, each served in five widths as WebP and JPEG.
 */
export const contentImageNames = CATALOGUE_APPS.flatMap((app) =>
  app.features.map((_feature, index) => `${app.id}/feature-${index + 1}`),
) as [string, ...string[]];

/** Whether a block's image name names a picture of the Studio's library: `library/<hash>`. */
export function isLibraryImageName(name: string): boolean {
  return libraryImageHashOf(name) !== undefined;
}

const NAME_HELP = `a picture of the catalogue ({app id}/feature-{n}) or of the library (${LIBRARY_IMAGE_NAME_PREFIX} and the 64 hexadecimal digits of its hash)`;

/** The name's own check: one of the catalogue's names or a library picture's. */
const imageNameSchema = z
  .union([
    z.enum(contentImageNames),
    z.string().regex(new RegExp(`^${LIBRARY_IMAGE_NAME_PREFIX}[0-9a-f]{64}$`, "u"), {
      error: (issue) =>
        typeof issue.input === "string" && issue.input.startsWith(LIBRARY_IMAGE_NAME_PREFIX)
          ? `"${issue.input}" is no picture of the library: its name is ${LIBRARY_IMAGE_NAME_PREFIX} and the 64 hexadecimal digits of its hash`
          : `No picture is named "${String(issue.input)}": name ${NAME_HELP}`,
    }),
  ])
  .describe(`The picture, by name: ${NAME_HELP}.`);

/** A side of a library picture in pixels, as the library measured it (upright). */
const pictureSide = (side: "width" | "height") =>
  z
    .number({ error: `A picture's ${side} is a number of pixels` })
    .int({ error: `A picture's ${side} is a whole number of pixels` })
    .positive({ error: `A picture's ${side} is at least 1 pixel` })
    .max(LIBRARY_IMAGE_MAX_SIDE, {
      error: `A picture's ${side} is at most ${LIBRARY_IMAGE_MAX_SIDE} pixels`,
    })
    .optional()
    .describe(
      `A library picture's ${side} in pixels, for its img's ${side} attribute (required for a library picture; a catalogue picture has its own).`,
    );

const SIDES = ["width", "height"] as const;

/** Why alt text is refused: none, or only spaces. */
export const ALT_TEXT_REQUIRED_MESSAGE =
  "Alt text is required: write what the picture shows, for people who cannot see it";

/**
 * A picture a block shows: a catalogue picture by its name, `{ name, alt }`, or a picture of
 * the Studio's library, `{ name: "library/<hash>", alt, width, height }`, whose size in pixels
 * the page needs for its img's width and height (no layout shift) and cannot ask the database
 * for. Alt text is required, and spaces alone are none.
 *
 * One object rather than a union of two, so each problem names its own field (a union names
 * only itself); the JSON Schema of content files says the same with `if`/`then`/`else`.
 */
export const imageSchema = z
  .strictObject({
    name: imageNameSchema,
    alt: requiredTextSchema(
      ALT_TEXT_REQUIRED_MESSAGE,
      "What the picture shows, for people who cannot see it.",
    ),
    width: pictureSide("width"),
    height: pictureSide("height"),
  })
  .superRefine((image, context) => {
    // By its prefix, as the JSON Schema's `if` tells them apart: a library name with a bad hash
    // is refused for its hash, not asked to leave out its size.
    const library = image.name.startsWith(LIBRARY_IMAGE_NAME_PREFIX);
    for (const side of SIDES) {
      if (library && image[side] === undefined) {
        context.addIssue({
          code: "custom",
          path: [side],
          message: `A picture of the library needs its ${side} in pixels`,
        });
      } else if (!library && image[side] !== undefined) {
        context.addIssue({
          code: "custom",
          path: [side],
          message: `A picture of the catalogue has its own size: leave out its ${side}`,
        });
      }
    }
  })
  .meta({
    if: { properties: { name: { pattern: `^${LIBRARY_IMAGE_NAME_PREFIX}` } } },
    then: { required: [...SIDES] },
    else: { properties: { width: false, height: false } },
  });

/** A picture as a block's props hold it: its name and alt text, and a library picture's size. */
export type ImageReference = z.output<typeof imageSchema>;
