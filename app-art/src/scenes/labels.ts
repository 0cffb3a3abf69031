import { DEFAULT_LOCALE, formatMoney, toCents } from "@workcraft/domain";
import { text, type Artist } from "../drawing";
import type { Box } from "../svg";

/** A column's or a role's name: 15 px semibold. */
export const labelStyle = { size: 15, weight: 600 } as const;
/** Small print: quantities and amounts on a document's lines, 13 px medium. */
export const smallStyle = { size: 13, weight: 500 } as const;
/** The title of a panel: 17 px semibold. */
export const panelTitleStyle = { size: 17, weight: 600 } as const;
/** The title of a form or a grid on a settings page: 19 px semibold. */
export const formTitleStyle = { size: 19, weight: 600 } as const;

const counts = new Intl.NumberFormat(DEFAULT_LOCALE);

/** An amount in whole dollars as the product shows money, e.g. "$1,250". */
export function money(dollars: number): string {
  return formatMoney(toCents(dollars));
}

/** A share from 0 to 1 as a whole percentage, e.g. "42%". */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** A figure's value as the dashboard shows it. */
export function figureValue(artist: Artist, kind: "money" | "count" | "percent"): string {
  const { random } = artist;
  if (kind === "money") return money(random.integer(120, 9800) * 100);
  if (kind === "count") return counts.format(random.integer(18, 2400));
  return `${random.integer(52, 97)}%`;
}

/** A panel's title in its top left corner, `top` below the panel's top edge. */
export function panelTitle(artist: Artist, panel: Box, title: string, top: number): string {
  return text(artist, {
    content: title,
    style: panelTitleStyle,
    x: panel.x + 24,
    y: panel.y + top,
    fill: artist.theme.text,
  });
}

/** A share of a legend or ranking, set at the right end of its row at `x`. */
export function shareLabel(artist: Artist, share: number, x: number, y: number): string {
  return text(artist, {
    content: percent(share),
    style: { size: 14, weight: 600 },
    x,
    y,
    fill: artist.theme.text,
    anchor: "end",
  });
}
