/** A benchmark's result as one line of a results table: a figure, and the goal it is held to. */
export interface ResultRow {
  name: string;
  /** The figure with its unit: `412 ms`, `1.04`. */
  value: string;
  /** What the figure should be, when it has a goal: `≤ 1.5`. */
  goal?: string;
  /** Whether the figure meets its goal. */
  ok?: boolean;
}

const cell = (text: string) => text.replaceAll("|", "\\|");

/**
 * The rows as a markdown table (name, value, goal, and ok or MISSED for a goal), its columns
 * padded as Prettier pads them, so a file holding it passes `prettier --check`.
 */
export function markdownTable(rows: readonly ResultRow[]): string {
  const body = rows.map(({ name, value, goal, ok }) =>
    [name, value, goal ?? "", ok === undefined ? "" : ok ? "ok" : "MISSED"].map(cell),
  );
  const table = [["measure", "value", "goal", "ok"], ...body];
  const widths = table[0]!.map((_, column) =>
    Math.max(3, ...table.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((text, column) => text.padEnd(widths[column]!)).join(" | ")} |`;
  const [header, ...rest] = table;
  return [line(header!), line(widths.map((width) => "-".repeat(width))), ...rest.map(line)].join(
    "\n",
  );
}
