import { avatar, bar, checkbox, chip, text } from "../drawing";
import { rect } from "../svg";
import { money } from "./labels";
import { listCard, rowDivider, rowsThatFit } from "./rows";
import type { SceneInput } from "./scene";

/** A list of records with statuses, one row selected. */
export function tableScene({ artist, box, words }: SceneInput): string {
  const { theme, random } = artist;
  const head = 48;
  const rowHeight = 58;
  const rows = rowsThatFit(box, head, rowHeight);
  const columnX = [box.x + 64, box.x + 400, box.x + 580, box.x + 790, box.x + box.width - 28];
  let markup = listCard(artist, box, head);
  markup += checkbox(artist, box.x + 22, box.y + 15, 18, false);
  words.tableHeadings.forEach((heading, index) => {
    markup += text(artist, {
      content: heading.toUpperCase(),
      style: { size: 12, weight: 600, tracking: 0.06 },
      x: columnX[index]!,
      y: box.y + 30,
      fill: theme.textMuted,
      anchor: index === 4 ? "end" : "start",
    });
  });
  const statusColours = [
    { fill: theme.successSubtle, text: theme.success },
    { fill: theme.warningSubtle, text: theme.warning },
    { fill: theme.subtle, text: theme.deep },
  ];
  const selected = random.integer(1, 3);
  for (let row = 0; row < rows; row += 1) {
    const y = box.y + head + row * rowHeight;
    if (row === selected) {
      markup += rect({ x: box.x + 1, y, width: box.width - 2, height: rowHeight }, theme.faint);
      markup += rect({ x: box.x + 1, y, width: 4, height: rowHeight }, theme.strong);
    }
    if (row > 0) markup += rowDivider(artist, box, y);
    const middle = y + rowHeight / 2;
    markup += checkbox(artist, box.x + 22, middle - 9, 18, row === selected);
    markup += avatar(
      artist,
      columnX[0]! + 16,
      middle,
      16,
      random.pick([theme.soft, theme.second, theme.strong, theme.deep]),
    );
    markup += bar(columnX[0]! + 44, middle - 11, random.integer(120, 220), theme.text, 10);
    markup += bar(columnX[0]! + 44, middle + 5, random.integer(70, 150), theme.line, 8);
    const status = random.integer(0, 2);
    markup += chip(artist, {
      label: words.statuses[status]!,
      x: columnX[1]!,
      y: middle - 12,
      colours: statusColours[status]!,
      size: 12,
    }).markup;
    markup += avatar(artist, columnX[2]! + 12, middle, 12, random.pick([theme.soft, theme.second]));
    markup += bar(columnX[2]! + 32, middle - 5, random.integer(60, 110), theme.line);
    markup += bar(columnX[3]!, middle - 5, random.integer(70, 100), theme.line);
    markup += text(artist, {
      content: money(random.integer(4, 980) * 25),
      style: { size: 15, weight: 500 },
      x: columnX[4]!,
      y: middle + 5,
      fill: theme.text,
      anchor: "end",
    });
  }
  return markup;
}
