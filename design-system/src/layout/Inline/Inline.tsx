import type { Sprinkles } from "../../styles/sprinkles.css";
import { Box, type BoxProps } from "../Box";

export const inlineAlignments = ["start", "center", "end", "between"] as const;
export type InlineAlignment = (typeof inlineAlignments)[number];

const justifyContent = {
  start: "flex-start",
  center: "center",
  end: "flex-end",
  between: "space-between",
} as const satisfies Record<InlineAlignment, Sprinkles["justifyContent"]>;

export interface InlineProps extends Omit<BoxProps, "display" | "flexDirection" | "wrap"> {
  /** Space between children, from the spacing scale; may differ per breakpoint. */
  gap?: BoxProps["gap"];
  /** How children are spread along the row. */
  align?: InlineAlignment;
  /** Whether children wrap onto new rows when the row is full. */
  wrap?: boolean;
}

/** Children side by side, centred vertically, wrapping when the row is full. */
export function Inline({ gap = "small", align = "start", wrap = true, ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? "wrap" : "nowrap"}
      alignItems="center"
      justifyContent={justifyContent[align]}
      gap={gap}
      data-align={align}
      {...props}
    />
  );
}
