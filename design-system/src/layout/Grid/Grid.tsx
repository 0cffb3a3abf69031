import { cx } from "class-variance-authority";
import { Box, type BoxProps } from "../Box";
import * as styles from "./Grid.css";

export interface GridProps extends Omit<BoxProps, "display" | "gridTemplateColumns"> {
  /** Equal columns, 1 to 6; responsive, e.g. `{ mobile: 1, tablet: 2, desktop: 3 }`. */
  columns?: BoxProps["gridTemplateColumns"];
  /** Space between cells, from the spacing scale. */
  gap?: BoxProps["gap"];
}

/** Children in equal columns that can change per breakpoint; as a list, without bullets. */
export function Grid({ columns = 1, gap = "large", as, className, ...props }: GridProps) {
  const isList = as === "ul" || as === "ol";
  return (
    <Box
      as={as}
      display="grid"
      gridTemplateColumns={columns}
      gap={gap}
      className={cx(isList && styles.list, className)}
      {...props}
    />
  );
}
