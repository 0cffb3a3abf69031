import { CATALOGUE_APPS } from "@workcraft/domain/data";
import { z } from "zod";

/**
 * Pictures a block can show, by name: the catalogue's feature illustrations, named
 * `{app id}/feature-{1|2|3}`, each served in five widths as WebP and JPEG.
 */
export const contentImageNames = CATALOGUE_APPS.flatMap((app) =>
  app.features.map((_feature, index) => `${app.id}/feature-${index + 1}`),
) as [string, ...string[]];

export const imageSchema = z
  .object({
    name: z.enum(contentImageNames).describe("The picture, by name: {app id}/feature-{n}."),
    alt: z.string().min(1).describe("What the picture shows, for people who cannot see it."),
  })
  .strict();
export type ImageReference = z.output<typeof imageSchema>;
