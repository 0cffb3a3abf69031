import { avatar, bar, card, checkbox, text } from "../drawing";
import { circle, element, rect } from "../svg";
import { label } from "./sceneParts";
import type { SceneInput } from "./scene";

/** Form fields and switches beside a grid of role permissions. */
export function settingsScene({ artist, box, words }: SceneInput): string {
  const { theme, random } = artist;
  const formWidth = box.width * 0.56;
  let markup = card(artist, { x: box.x, y: box.y, width: formWidth, height: box.height + 40 });
  markup += text(artist, {
    content: words.settingsTitle,
    style: { size: 19, weight: 600 },
    x: box.x + 32,
    y: box.y + 46,
    fill: theme.text,
  });
  const fieldWidth = (formWidth - 64 - 24) / 2;
  for (let field = 0; field < 4; field += 1) {
    const x = box.x + 32 + (field % 2) * (fieldWidth + 24);
    const y = box.y + 78 + Math.floor(field / 2) * 92;
    markup += bar(x, y, random.integer(70, 120), theme.textMuted, 9);
    markup += rect({ x, y: y + 20, width: fieldWidth, height: 46 }, theme.surface, 10, {
      stroke: field === 0 ? theme.strong : theme.border,
      "stroke-width": field === 0 ? 2.5 : 2,
    });
    markup += bar(x + 16, y + 38, fieldWidth * random.between(0.35, 0.7), theme.text, 10);
    if (field === 3)
      markup += element("path", {
        d: `M${x + fieldWidth - 30} ${y + 39}l6 6l6-6`,
        fill: "none",
        stroke: theme.textMuted,
        "stroke-width": 2.5,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      });
  }
  for (let toggle = 0; toggle < 3; toggle += 1) {
    const y = box.y + 290 + toggle * 58;
    const on = toggle !== 1;
    markup += bar(box.x + 32, y + 6, random.integer(160, 260), theme.text, 10);
    markup += bar(box.x + 32, y + 26, random.integer(120, 220), theme.line, 8);
    const switchX = box.x + formWidth - 32 - 52;
    markup += rect(
      { x: switchX, y: y + 4, width: 52, height: 30 },
      on ? theme.strong : theme.border,
      15,
    );
    markup += circle(on ? switchX + 37 : switchX + 15, y + 19, 11, theme.surface);
  }
  markup += rect(
    { x: box.x + formWidth - 32 - 120, y: box.y + 480, width: 120, height: 46 },
    theme.strong,
    10,
  );
  markup += text(artist, {
    content: "Save",
    style: { size: 16, weight: 600 },
    x: box.x + formWidth - 32 - 60,
    y: box.y + 509,
    fill: theme.onStrong,
    anchor: "middle",
  });
  markup += rect(
    { x: box.x + formWidth - 32 - 250, y: box.y + 480, width: 116, height: 46 },
    theme.surface,
    10,
    { stroke: theme.border, "stroke-width": 2 },
  );
  markup += text(artist, {
    content: "Cancel",
    style: { size: 16, weight: 600 },
    x: box.x + formWidth - 32 - 192,
    y: box.y + 509,
    fill: theme.text,
    anchor: "middle",
  });

  const grid = {
    x: box.x + formWidth + 24,
    y: box.y,
    width: box.width - formWidth - 24,
    height: box.height + 40,
  };
  markup += card(artist, grid);
  markup += text(artist, {
    content: "Roles",
    style: { size: 19, weight: 600 },
    x: grid.x + 28,
    y: grid.y + 46,
    fill: theme.text,
  });
  const columnX = [grid.x + grid.width - 190, grid.x + grid.width - 120, grid.x + grid.width - 50];
  ["View", "Edit", "Admin"].forEach((permission, index) => {
    markup += text(artist, {
      content: permission,
      style: { size: 13, weight: 600 },
      x: columnX[index]!,
      y: grid.y + 88,
      fill: theme.textMuted,
      anchor: "middle",
    });
  });
  words.roles.forEach((role, row) => {
    const y = grid.y + 112 + row * 64;
    markup += rect({ x: grid.x + 16, y: y - 8, width: grid.width - 32, height: 1.5 }, theme.border);
    markup += avatar(
      artist,
      grid.x + 44,
      y + 22,
      16,
      [theme.strong, theme.second, theme.soft, theme.deep][row]!,
    );
    markup += text(artist, {
      content: artist.type.fit(role, label, grid.width - 290),
      style: label,
      x: grid.x + 72,
      y: y + 27,
      fill: theme.text,
    });
    columnX.forEach((x, column) => {
      markup += checkbox(
        artist,
        x - 11,
        y + 11,
        22,
        column < 3 - row || (row === 3 && column === 0),
      );
    });
  });
  return markup;
}
