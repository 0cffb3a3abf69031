import { Box, type BoxProps } from "../Box";

export interface GridProps extends Omit<BoxProps, "display" | "gridTemplateColumns"> {
  /** Equal columns, 1 to 6; responsive, e.g. `{ mobile: 1, tablet: 2, desktop: 3 }`. */
  columns?: BoxProps["gridTemplateColumns"];
  /** Space between cells, from the spacing scale. */
  gap?: BoxProps["gap"];
}

/** Children in equal columns that can change per breakpoint. */
export function Grid({ columns = 1, gap = "large", ...props }: GridProps) {
  return <Box display="grid" gridTemplateColumns={columns} gap={gap} {...props} />;
}
