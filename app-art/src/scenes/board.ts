import { avatar, bar, card, chip, shadow, text } from "../drawing";
import { circle, element, rect } from "../svg";
import { labelStyle } from "./labels";
import type { SceneInput } from "./scene";

/** Columns of cards, one card lifted as if it were being dragged to the next stage. */
export function boardScene({ artist, box, words }: SceneInput): string {
  const { theme, random } = artist;
  const gap = 20;
  const width = (box.width - gap * 3) / 4;
  const tagColours = [
    { fill: theme.subtle, text: theme.deep },
    { fill: theme.secondSubtle, text: theme.text },
    { fill: theme.warningSubtle, text: theme.warning },
    { fill: theme.successSubtle, text: theme.success },
  ];
  const tags = ["Priority", "Follow-up", "Waiting", "Ready"];
  const lifted = { column: 1, card: random.integer(0, 1) };
  let liftedMarkup = "";
  const columns = words.columns.map((name, column) => {
    const x = box.x + column * (width + gap);
    const cards = random.integer(2, 4 - (column === 3 ? 1 : 0));
    let markup = rect({ x, y: box.y, width, height: box.height + 40 }, theme.surfaceSubtle, 14);
    markup += circle(
      x + 22,
      box.y + 30,
      6,
      [theme.strong, theme.second, theme.warning, theme.success][column]!,
    );
    markup += text(artist, {
      content: name,
      style: labelStyle,
      x: x + 38,
      y: box.y + 35,
      fill: theme.text,
    });
    markup += chip(artist, {
      label: String(cards + random.integer(0, 6)),
      x: x + width - 48,
      y: box.y + 17,
      colours: {
        fill: theme.surface,
        text: theme.textMuted,
      },
      size: 12,
    }).markup;
    let y = box.y + 62;
    for (let index = 0; index < cards; index += 1) {
      const height = random.integer(122, 150);
      const cardBox = { x: x + 12, y, width: width - 24, height };
      const tag = random.integer(0, 3);
      let content = card(artist, cardBox, 10);
      content += chip(artist, {
        label: tags[tag]!,
        x: cardBox.x + 14,
        y: y + 14,
        colours: tagColours[tag]!,
        size: 12,
      }).markup;
      content += bar(
        cardBox.x + 14,
        y + 54,
        cardBox.width * random.between(0.6, 0.85),
        theme.text,
        11,
      );
      content += bar(cardBox.x + 14, y + 74, cardBox.width * random.between(0.35, 0.6), theme.line);
      content += avatar(
        artist,
        cardBox.x + 26,
        y + height - 24,
        12,
        random.pick([theme.soft, theme.second, theme.strong]),
      );
      content += bar(cardBox.x + 46, y + height - 29, 46, theme.line);
      content += rect(
        { x: cardBox.x + cardBox.width - 62, y: y + height - 31, width: 48, height: 14 },
        theme.faint,
        7,
      );
      content += rect(
        {
          x: cardBox.x + cardBox.width - 62,
          y: y + height - 31,
          width: 48 * random.between(0.3, 1),
          height: 14,
        },
        theme.soft,
        7,
      );
      if (column === lifted.column && index === lifted.card) {
        liftedMarkup = element(
          "g",
          {
            transform: `rotate(-3 ${cardBox.x + cardBox.width / 2} ${y + height / 2}) translate(${width * 0.55} 24)`,
          },
          shadow(artist, cardBox, 10, 16, 0.3),
          content,
          rect(cardBox, "none", 10, { stroke: theme.strong, "stroke-width": 2.5 }),
        );
        markup += rect(cardBox, theme.subtle, 10, {
          stroke: theme.soft,
          "stroke-width": 2,
          "stroke-dasharray": "8 6",
        });
      } else {
        markup += content;
      }
      y += height + 14;
    }
    return markup;
  });
  return columns.join("") + liftedMarkup;
}
