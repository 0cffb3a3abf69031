import type { ResponsiveImageContent } from "@workcraft/design-system";

/** A picture as a block view draws it: the five widths, the alt text and its proportions. */
export type BlockImage = ResponsiveImageContent;

/** The proportions of the catalogue's feature illustrations (16:10), at their widest file. */
export const FEATURE_IMAGE_SIZE = { width: 1240, height: 775 } as const;
