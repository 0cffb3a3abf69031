import type { Sprinkles } from "../../styles/sprinkles.css";
import { Box, type BoxProps } from "../Box";

export const stackAlignments = ["stretch", "start", "center", "end"] as const;
export type StackAlignment = (typeof stackAlignments)[number];

const alignItems = {
  stretch: "stretch",
  start: "flex-start",
  center: "center",
  end: "flex-end",
} as const satisfies Record<StackAlignment, Sprinkles["alignItems"]>;

export interface StackProps extends Omit<BoxProps, "display" | "flexDirection"> {
  /** Space between children, from the spacing scale; may differ per breakpoint. */
  gap?: BoxProps["gap"];
  /** How children line up across the stack. */
  align?: StackAlignment;
}

/** Children one below the other with even space between them. */
export function Stack({ gap = "medium", align = "stretch", ...props }: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap={gap}
      alignItems={alignItems[align]}
      data-align={align}
      {...props}
    />
  );
}
