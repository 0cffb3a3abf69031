import { avatar, bar, card, checkbox, hairline, roundStroke, text, type Artist } from "../drawing";
import { circle, rect } from "../svg";
import { formTitleStyle, labelStyle } from "./labels";
import { panelsSideBySide, type SceneInput } from "./scene";

/** A form's button, 46 high: the primary one in the group's hue, the other outlined. */
function button(
  artist: Artist,
  {
    label,
    x,
    y,
    width,
    primary,
  }: { label: string; x: number; y: number; width: number; primary: boolean },
): string {
  const { theme } = artist;
  const box = { x, y, width, height: 46 };
  return (
    (primary
      ? rect(box, theme.strong, 10)
      : rect(box, theme.surface, 10, { stroke: theme.border, "stroke-width": 2 })) +
    text(artist, {
      content: label,
      style: { size: 16, weight: 600 },
      x: x + width / 2,
      y: y + 29,
      fill: primary ? theme.onStrong : theme.text,
      anchor: "middle",
    })
  );
}

/** Form fields and switches beside a grid of role permissions. */
export function settingsScene({ artist, box, words }: SceneInput): string {
  const { theme, random } = artist;
  const formWidth = box.width * 0.56;
  const { left: form, right: grid } = panelsSideBySide(box, formWidth, 24);
  let markup = card(artist, form);
  markup += text(artist, {
    content: words.settingsTitle,
    style: formTitleStyle,
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
      markup += roundStroke(`M${x + fieldWidth - 30} ${y + 39}l6 6l6-6`, theme.textMuted, 2.5);
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
  const buttonsRight = box.x + formWidth - 32;
  const buttonsY = box.y + 480;
  markup += button(artist, {
    label: "Save",
    x: buttonsRight - 120,
    y: buttonsY,
    width: 120,
    primary: true,
  });
  markup += button(artist, {
    label: "Cancel",
    x: buttonsRight - 250,
    y: buttonsY,
    width: 116,
    primary: false,
  });

  markup += card(artist, grid);
  markup += text(artist, {
    content: "Roles",
    style: formTitleStyle,
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
    markup += hairline(artist, grid.x + 16, y - 8, grid.width - 32);
    markup += avatar(
      artist,
      grid.x + 44,
      y + 22,
      16,
      [theme.strong, theme.second, theme.soft, theme.deep][row]!,
    );
    markup += text(artist, {
      content: artist.type.fit(role, labelStyle, grid.width - 290),
      style: labelStyle,
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
