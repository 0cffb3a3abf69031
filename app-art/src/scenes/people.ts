import { avatar, bar, card, chip, hairline, text } from "../drawing";
import { circle, element, rect } from "../svg";
import { panelTitleStyle } from "./labels";
import type { SceneInput } from "./scene";

/** People as cards with their roles, and a card to invite one more. */
export function peopleScene({ artist, box, words }: SceneInput): string {
  const { theme, random } = artist;
  const gap = 20;
  const width = (box.width - gap * 2) / 3;
  const height = (box.height - gap) / 2;
  const roleColours = [
    { fill: theme.subtle, text: theme.deep },
    { fill: theme.secondSubtle, text: theme.text },
    { fill: theme.surfaceSubtle, text: theme.textMuted },
    { fill: theme.warningSubtle, text: theme.warning },
  ];
  let markup = "";
  for (let tile = 0; tile < 6; tile += 1) {
    const x = box.x + (tile % 3) * (width + gap);
    const y = box.y + Math.floor(tile / 3) * (height + gap);
    if (tile === 5) {
      markup += rect({ x, y, width, height }, theme.faint, 14, {
        stroke: theme.soft,
        "stroke-width": 2.5,
        "stroke-dasharray": "10 8",
      });
      markup += circle(x + width / 2, y + height / 2 - 18, 28, theme.subtle);
      markup += element("path", {
        d: `M${x + width / 2 - 11} ${y + height / 2 - 18}h22m-11-11v22`,
        stroke: theme.strong,
        "stroke-width": 4,
        "stroke-linecap": "round",
      });
      markup += text(artist, {
        content: "Invite",
        style: panelTitleStyle,
        x: x + width / 2,
        y: y + height / 2 + 40,
        fill: theme.deep,
        anchor: "middle",
      });
      continue;
    }
    markup += card(artist, { x, y, width, height });
    markup += rect(
      { x: x + 1, y: y + 1, width: width - 2, height: 64 },
      tile % 2 === 0 ? theme.faint : theme.surfaceSubtle,
      13,
    );
    markup += circle(x + 64, y + 70, 40, theme.surface);
    markup += avatar(
      artist,
      x + 64,
      y + 70,
      34,
      random.pick([theme.strong, theme.second, theme.soft, theme.deep]),
    );
    markup += circle(x + 90, y + 96, 9, theme.surface);
    markup += circle(x + 90, y + 96, 6, tile % 3 === 1 ? theme.line : theme.success);
    const role = random.integer(0, 3);
    markup += chip(artist, {
      label: words.roles[role]!,
      x: x + 120,
      y: y + 80,
      colours: roleColours[role]!,
      size: 12,
    }).markup;
    markup += bar(x + 28, y + 136, width * random.between(0.45, 0.65), theme.text, 12);
    markup += bar(x + 28, y + 160, width * random.between(0.35, 0.55), theme.line, 9);
    markup += rect({ x: x + 28, y: y + 184, width: 16, height: 12 }, theme.soft, 3);
    markup += bar(x + 52, y + 185, width * random.between(0.3, 0.5), theme.line, 9);
    markup += hairline(artist, x + 28, y + height - 56, width - 56);
    for (let action = 0; action < 3; action += 1) {
      markup += rect(
        { x: x + 28 + action * 44, y: y + height - 42, width: 32, height: 28 },
        theme.surfaceSubtle,
        8,
      );
      markup += rect(
        { x: x + 38 + action * 44, y: y + height - 33, width: 12, height: 10 },
        theme.line,
        2,
      );
    }
  }
  return markup;
}
