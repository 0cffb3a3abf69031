import { avatar, bar, chip, text } from "../drawing";
import { rect } from "../svg";
import { listCard, rowDivider, rowsThatFit } from "./rows";
import type { SceneInput } from "./scene";

/** Rows of dated bars across the weeks, with today marked. */
export function timelineScene({ artist, box }: SceneInput): string {
  const { theme, random } = artist;
  const labelWidth = 230;
  const weeks = 6;
  const head = 56;
  const rowHeight = 62;
  const rows = rowsThatFit(box, head, rowHeight);
  const plotX = box.x + labelWidth;
  const weekWidth = (box.width - labelWidth) / weeks;
  let markup = listCard(artist, box, head);
  const firstWeek = random.integer(8, 40);
  for (let week = 0; week < weeks; week += 1) {
    const x = plotX + week * weekWidth;
    markup += rect({ x, y: box.y + 1, width: 1.5, height: box.height + 38 }, theme.border);
    markup += text(artist, {
      content: `Week ${firstWeek + week}`,
      style: { size: 13, weight: 600 },
      x: x + 16,
      y: box.y + 34,
      fill: theme.textMuted,
    });
  }
  const colours = [
    { fill: theme.strong, bar: theme.soft },
    { fill: theme.second, bar: theme.secondSubtle },
    { fill: theme.soft, bar: theme.subtle },
    { fill: theme.warning, bar: theme.warningSubtle },
  ];
  for (let row = 0; row < rows; row += 1) {
    const y = box.y + head + row * rowHeight;
    if (row > 0) markup += rowDivider(artist, box, y);
    markup += avatar(
      artist,
      box.x + 36,
      y + rowHeight / 2,
      15,
      random.pick([theme.soft, theme.second, theme.strong]),
    );
    markup += bar(box.x + 62, y + rowHeight / 2 - 10, random.integer(90, 140), theme.text, 10);
    markup += bar(box.x + 62, y + rowHeight / 2 + 6, random.integer(50, 90), theme.line, 8);
    const start = random.between(0, 3.2);
    const length = random.between(1.1, weeks - start - 0.2);
    const colour = colours[row % colours.length]!;
    const barBox = {
      x: plotX + start * weekWidth + 6,
      y: y + 15,
      width: length * weekWidth - 12,
      height: rowHeight - 30,
    };
    markup += rect(barBox, colour.bar, 10);
    markup += rect({ ...barBox, width: barBox.width * random.between(0.3, 1) }, colour.fill, 10);
    if (row === 2) {
      const diamondX = barBox.x + barBox.width + 26;
      markup += rect(
        { x: diamondX - 10, y: y + rowHeight / 2 - 10, width: 20, height: 20 },
        theme.deep,
        3,
        { transform: `rotate(45 ${diamondX} ${y + rowHeight / 2})` },
      );
    }
  }
  const today = plotX + random.between(2.2, 3.8) * weekWidth;
  markup += rect(
    { x: today - 1.5, y: box.y + head, width: 3, height: box.height - head + 40 },
    theme.deep,
  );
  markup += chip(artist, {
    label: "Today",
    x: today - 30,
    y: box.y + head - 14,
    colours: { fill: theme.deep, text: theme.onStrong },
    size: 12,
  }).markup;
  return markup;
}
