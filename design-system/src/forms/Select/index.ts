export { Select, selectVariants } from "./Select";
export type { SelectProps } from "./Select";
