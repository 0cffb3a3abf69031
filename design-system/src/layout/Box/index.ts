export { Box, extractSprinkles } from "./Box";
export type { BoxProps } from "./Box";
