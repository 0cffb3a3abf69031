export { Stack, stackAlignments } from "./Stack";
export type { StackAlignment, StackProps } from "./Stack";
