import { avatar, bar, card, chip, hairline, roundStroke, shadow, text } from "../drawing";
import { circle, insetBox, rect } from "../svg";
import { money, panelTitle } from "./labels";
import { amountRow } from "./rows";
import { panelsSideBySide, type SceneInput } from "./scene";

/** A document (invoice, order…) beside the steps it has been through. */
export function documentScene({ artist, box, words, documentTitle }: SceneInput): string {
  const { theme, random } = artist;
  const { left: paper, right: steps } = panelsSideBySide(box, box.width * 0.56, 24);
  let markup = shadow(artist, paper, 14, 12, 0.08) + card(artist, paper);
  const inner = insetBox(paper, [36, 36]);
  /** The right edge of the paper's text, where amounts and the title end. */
  const right = inner.x + inner.width;
  markup += rect({ x: inner.x, y: inner.y, width: 44, height: 44 }, theme.strong, 10);
  markup +=
    bar(inner.x + 58, inner.y + 8, 120, theme.text, 11) +
    bar(inner.x + 58, inner.y + 28, 84, theme.line, 8);
  markup += text(artist, {
    content: documentTitle,
    style: { size: 26, weight: 700 },
    x: right,
    y: inner.y + 26,
    fill: theme.text,
    anchor: "end",
  });
  markup += text(artist, {
    content: `No. ${random.integer(1040, 9860)}`,
    style: { size: 14, weight: 500 },
    x: right,
    y: inner.y + 48,
    fill: theme.textMuted,
    anchor: "end",
  });
  // Addresses.
  for (let column = 0; column < 2; column += 1) {
    const x = inner.x + column * (inner.width / 2);
    markup += bar(x, inner.y + 86, 70, theme.soft, 8);
    markup += bar(x, inner.y + 106, random.integer(130, 190), theme.text, 10);
    markup += bar(x, inner.y + 124, random.integer(100, 160), theme.line, 8);
  }
  // Lines.
  const linesTop = inner.y + 164;
  markup += rect(
    { x: inner.x, y: linesTop, width: inner.width, height: 36 },
    theme.surfaceSubtle,
    8,
  );
  markup += bar(inner.x + 14, linesTop + 14, 90, theme.line, 8);
  markup += bar(right - 220, linesTop + 14, 40, theme.line, 8);
  markup += bar(right - 74, linesTop + 14, 60, theme.line, 8);
  let subtotal = 0;
  for (let line = 0; line < 4; line += 1) {
    const y = linesTop + 52 + line * 40;
    const quantity = random.integer(1, 24);
    const amount = random.integer(2, 120) * 25 * quantity;
    subtotal += amount;
    markup += bar(inner.x + 14, y + 6, random.integer(140, 220), theme.text, 10);
    markup += amountRow(artist, {
      label: String(quantity),
      amount,
      labelX: right - 200,
      amountX: right - 14,
      y: y + 16,
    });
    markup += hairline(artist, inner.x, y + 30, inner.width);
  }
  const totalsY = linesTop + 52 + 4 * 40 + 24;
  const tax = Math.round(subtotal * 0.08);
  const totals: ReadonlyArray<[string, number]> = [
    ["Subtotal", subtotal],
    ["Tax", tax],
  ];
  totals.forEach(([label, amount], index) => {
    markup += amountRow(artist, {
      label,
      amount,
      labelX: right - 160,
      amountX: right - 14,
      y: totalsY + index * 26,
    });
  });
  markup += rect({ x: right - 300, y: totalsY + 40, width: 300, height: 48 }, theme.subtle, 10);
  markup += text(artist, {
    content: "Total",
    style: { size: 16, weight: 600 },
    x: right - 282,
    y: totalsY + 71,
    fill: theme.deep,
  });
  markup += text(artist, {
    content: money(subtotal + tax),
    style: { size: 20, weight: 700 },
    x: right - 14,
    y: totalsY + 72,
    fill: theme.deep,
    anchor: "end",
  });
  markup += chip(artist, {
    label: words.steps[3],
    x: inner.x,
    y: totalsY + 48,
    colours: { fill: theme.successSubtle, text: theme.success },
    size: 14,
  }).markup;

  // The steps.
  const side = { ...steps, height: 300 };
  markup += card(artist, side);
  markup += panelTitle(artist, side, "Progress", 40);
  const reached = random.integer(2, 3);
  words.steps.forEach((step, index) => {
    const y = side.y + 86 + index * 56;
    if (index < 3)
      markup += rect(
        { x: side.x + 37, y, width: 3, height: 56 },
        index < reached - 1 ? theme.strong : theme.border,
      );
    if (index < reached)
      markup +=
        circle(side.x + 38, y, 13, theme.strong) +
        roundStroke(`M${side.x + 32} ${y}l4.5 4.5l8-8.5`, theme.onStrong, 3);
    else
      markup += circle(side.x + 38, y, 12, theme.surface, {
        stroke: index === reached ? theme.strong : theme.border,
        "stroke-width": 3,
      });
    markup += text(artist, {
      content: step,
      style: { size: 15, weight: 600 },
      x: side.x + 66,
      y: y + 5,
      fill: index <= reached ? theme.text : theme.textMuted,
    });
    markup += bar(side.x + side.width - 110, y - 4, 84, theme.line, 8);
  });
  const notes = {
    x: side.x,
    y: side.y + side.height + 20,
    width: side.width,
    height: box.height - side.height - 20 + 40,
  };
  markup += card(artist, notes);
  markup += panelTitle(artist, notes, "Comments", 40);
  for (let note = 0; note < 2; note += 1) {
    const y = notes.y + 76 + note * 76;
    markup += avatar(artist, notes.x + 40, y + 12, 16, note === 0 ? theme.second : theme.soft);
    markup += bar(notes.x + 68, y + 2, 90, theme.text, 10);
    markup += bar(notes.x + 68, y + 22, notes.width - 110, theme.line, 8);
    markup += bar(notes.x + 68, y + 38, (notes.width - 110) * 0.6, theme.line, 8);
  }
  return markup;
}
