import { VisuallyHidden } from "@workcraft/design-system";
import type { ReactNode } from "react";
import * as styles from "./experiments.css";

/**
 * A chart of the results: its caption, the drawing (hidden from screen readers, scaled to its
 * column from its own `width` by `height` units), what sits under it (a legend), and the same
 * figures as a table under the same caption, which screen readers read instead.
 */
export function ChartFigure({
  caption,
  width,
  height,
  drawing,
  below,
  head,
  rows,
}: {
  caption: string;
  width: number;
  height: number;
  /** The SVG's content. */
  drawing: ReactNode;
  /** Shown under the drawing, hidden from screen readers like it: a legend. */
  below?: ReactNode;
  /** The table's header cells, in one row. */
  head: ReactNode;
  /** The table's body rows. */
  rows: ReactNode;
}) {
  return (
    <figure className={styles.chart}>
      <figcaption>{caption}</figcaption>
      <svg
        className={styles.drawing}
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden="true"
        focusable="false"
      >
        {drawing}
      </svg>
      {below}
      <VisuallyHidden as="div">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{rows}</tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
