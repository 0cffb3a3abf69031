import { avatar, bar, card, chip, hairline, roundStroke } from "../drawing";
import { circle, rect } from "../svg";
import { panelsSideBySide, type SceneInput } from "./scene";

/** A list of conversations beside an open thread and its reply box. */
export function conversationScene({ artist, box }: SceneInput): string {
  const { theme, random } = artist;
  const listWidth = 360;
  const { left: list, right: thread } = panelsSideBySide(box, listWidth, 20);
  let markup = card(artist, list);
  markup += rect(
    { x: box.x + 18, y: box.y + 18, width: listWidth - 36, height: 40 },
    theme.surfaceSubtle,
    20,
  );
  markup += circle(box.x + 42, box.y + 37, 7, "none", {
    stroke: theme.textMuted,
    "stroke-width": 2.5,
  });
  markup += bar(box.x + 60, box.y + 33, 110, theme.line, 8);
  const selected = random.integer(0, 2);
  for (let row = 0; row < 6; row += 1) {
    const y = box.y + 74 + row * 84;
    if (row === selected)
      markup += rect({ x: box.x + 8, y, width: listWidth - 16, height: 78 }, theme.subtle, 12);
    markup += avatar(
      artist,
      box.x + 46,
      y + 39,
      22,
      random.pick([theme.soft, theme.second, theme.strong, theme.deep]),
    );
    markup += bar(box.x + 82, y + 22, random.integer(90, 150), theme.text, 11);
    markup += bar(box.x + 82, y + 44, random.integer(160, 230), theme.line, 8);
    markup += bar(box.x + listWidth - 58, y + 22, 34, theme.line, 8);
    if (row < 2) markup += circle(box.x + listWidth - 32, y + 50, 6, theme.strong);
  }
  markup += card(artist, thread);
  markup += avatar(artist, thread.x + 44, thread.y + 40, 20, theme.second);
  markup +=
    bar(thread.x + 76, thread.y + 28, 150, theme.text, 11) +
    bar(thread.x + 76, thread.y + 46, 90, theme.line, 8);
  // The channels the thread came through.
  const channels = [
    { label: "Email", fromRight: 178, colours: { fill: theme.subtle, text: theme.deep } },
    { label: "Chat", fromRight: 96, colours: { fill: theme.secondSubtle, text: theme.text } },
  ];
  for (const { label, fromRight, colours } of channels) {
    markup += chip(artist, {
      label,
      x: thread.x + thread.width - fromRight,
      y: thread.y + 26,
      colours,
      size: 12,
    }).markup;
  }
  markup += hairline(artist, thread.x, thread.y + 80, thread.width);
  let y = thread.y + 104;
  for (let message = 0; message < 4; message += 1) {
    const mine = message % 2 === 1;
    const lines = random.integer(1, 3);
    const width = random.integer(260, 400);
    const height = 28 + lines * 20;
    const x = mine ? thread.x + thread.width - 28 - width : thread.x + 72;
    if (!mine) markup += avatar(artist, thread.x + 44, y + height - 16, 16, theme.second);
    markup += rect({ x, y, width, height }, mine ? theme.strong : theme.surfaceSubtle, 16);
    for (let line = 0; line < lines; line += 1) {
      const lineWidth = line === lines - 1 && lines > 1 ? (width - 40) * 0.55 : width - 40;
      markup += bar(x + 20, y + 18 + line * 20, lineWidth, mine ? theme.soft : theme.line, 8);
    }
    y += height + 18;
  }
  const composer = {
    x: thread.x + 24,
    y: thread.y + thread.height - 110,
    width: thread.width - 48,
    height: 52,
  };
  markup += rect(composer, theme.surface, 26, { stroke: theme.border, "stroke-width": 2 });
  markup += bar(composer.x + 24, composer.y + 21, 180, theme.line, 10);
  markup += circle(composer.x + composer.width - 26, composer.y + 26, 18, theme.strong);
  markup += roundStroke(
    `M${composer.x + composer.width - 33} ${composer.y + 26}h13m-5-6l6 6l-6 6`,
    theme.onStrong,
    3,
  );
  return markup;
}
