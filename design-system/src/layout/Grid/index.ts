export { Grid } from "./Grid";
export type { GridProps } from "./Grid";
