export { Text, textSizes, textTones, textVariants, textWeights } from "./Text";
export type { TextProps, TextSize, TextTone, TextWeight } from "./Text";
