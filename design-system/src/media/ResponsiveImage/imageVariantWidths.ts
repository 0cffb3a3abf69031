/**
 * The catalogue's image variants, smallest first, with the pixel width of each file. A plain
 * module (no styles), so build tools that draw the files read the same widths.
 */
export const imageVariantWidths = {
  xsImg: 315,
  smImg: 460,
  mdImg: 725,
  lgImg: 960,
  xlImg: 1240,
} as const;
export type ImageVariant = keyof typeof imageVariantWidths;
export const imageVariantNames = Object.keys(imageVariantWidths) as ImageVariant[];
