import { card, hairline, text, type Artist } from "../drawing";
import { rect, type Box } from "../svg";
import { money, smallStyle } from "./labels";

/** How many rows of `rowHeight` fit in `box` under a head row of `head`. */
export function rowsThatFit(box: Box, head: number, rowHeight: number): number {
  return Math.floor((box.height - head) / rowHeight);
}

/**
 * A list's card, running on past the box's bottom, with its head row of `head` in the subtle
 * surface: rounded at the top with the card, square where the rows begin.
 */
export function listCard(artist: Artist, box: Box, head: number): string {
  const { surfaceSubtle } = artist.theme;
  return (
    card(artist, { ...box, height: box.height + 40 }) +
    rect({ x: box.x + 1, y: box.y + 1, width: box.width - 2, height: head }, surfaceSubtle, 13) +
    rect({ x: box.x + 1, y: box.y + head - 12, width: box.width - 2, height: 12 }, surfaceSubtle)
  );
}

/** The hairline between a list's rows, across the list's card inside its border. */
export function rowDivider(artist: Artist, box: Box, y: number): string {
  return hairline(artist, box.x + 1, y, box.width - 2);
}

/** One row of amounts on a document: what (a quantity, "Subtotal", "Tax") and how much. */
export interface AmountRow {
  label: string;
  /** In whole dollars. */
  amount: number;
  /** Where the label ends. */
  labelX: number;
  /** Where the amount ends. */
  amountX: number;
  /** The row's baseline. */
  y: number;
}

/** A row of a document's amounts: the label muted, the amount in the text colour, both set right. */
export function amountRow(artist: Artist, row: AmountRow): string {
  const { theme } = artist;
  return (
    text(artist, {
      content: row.label,
      style: smallStyle,
      x: row.labelX,
      y: row.y,
      fill: theme.textMuted,
      anchor: "end",
    }) +
    text(artist, {
      content: money(row.amount),
      style: smallStyle,
      x: row.amountX,
      y: row.y,
      fill: theme.text,
      anchor: "end",
    })
  );
}
