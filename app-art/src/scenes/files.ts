import { bar, card, checkbox, chip } from "../drawing";
import { circle, element, rect } from "../svg";
import type { SceneInput } from "./scene";

/** A folder of image and document tiles, one selected. */
export function filesScene({ artist, box }: SceneInput): string {
  const { theme, random } = artist;
  const gap = 20;
  const width = (box.width - gap * 3) / 4;
  const height = (box.height - gap) / 2;
  const selected = random.integer(0, 7);
  let markup = "";
  for (let tile = 0; tile < 8; tile += 1) {
    const x = box.x + (tile % 4) * (width + gap);
    const y = box.y + Math.floor(tile / 4) * (height + gap);
    const thumb = { x: x + 12, y: y + 12, width: width - 24, height: height - 84 };
    markup += card(artist, { x, y, width, height }, 14);
    const kind = random.integer(0, 4);
    if (kind < 3) {
      const [sky, hill, near] = [
        [theme.subtle, theme.soft, theme.strong],
        [theme.secondSubtle, theme.second, theme.deep],
        [theme.faint, theme.subtle, theme.soft],
      ][kind]!;
      const clip = artist.define(`thumb-${tile}`, (id) =>
        element(
          "clipPath",
          { id },
          element("rect", {
            x: thumb.x,
            y: thumb.y,
            width: thumb.width,
            height: thumb.height,
            rx: 8,
          }),
        ),
      );
      const base = thumb.y + thumb.height;
      markup += element(
        "g",
        { "clip-path": `url(#${clip})` },
        rect(thumb, sky!),
        circle(
          thumb.x + thumb.width * random.between(0.6, 0.8),
          thumb.y + thumb.height * 0.3,
          16,
          theme.surface,
          { "fill-opacity": 0.85 },
        ),
        element("path", {
          d: `M${thumb.x - 10} ${base}L${thumb.x + thumb.width * 0.35} ${thumb.y + thumb.height * 0.42}L${thumb.x + thumb.width * 0.7} ${base}Z`,
          fill: hill!,
        }),
        element("path", {
          d: `M${thumb.x + thumb.width * 0.35} ${base}L${thumb.x + thumb.width * 0.68} ${thumb.y + thumb.height * 0.55}L${thumb.x + thumb.width + 10} ${base}Z`,
          fill: near!,
        }),
      );
    } else {
      markup += rect(thumb, theme.surfaceSubtle, 8);
      const page = {
        x: thumb.x + thumb.width / 2 - 38,
        y: thumb.y + 16,
        width: 76,
        height: thumb.height - 32,
      };
      markup += rect(page, theme.surface, 6, { stroke: theme.border, "stroke-width": 2 });
      for (let line = 0; line < 4; line += 1)
        markup += bar(page.x + 12, page.y + 16 + line * 16, line === 3 ? 30 : 52, theme.line, 6);
      markup += chip(artist, {
        label: kind === 3 ? "PDF" : "DOC",
        x: page.x + page.width - 30,
        y: page.y + page.height - 30,
        colours: { fill: kind === 3 ? theme.strong : theme.second, text: theme.onStrong },
        size: 11,
      }).markup;
    }
    markup += bar(x + 14, y + height - 56, width * random.between(0.45, 0.7), theme.text, 10);
    markup += bar(x + 14, y + height - 34, width * random.between(0.25, 0.4), theme.line, 8);
    if (tile === selected) {
      markup += rect({ x, y, width, height }, "none", 14, {
        stroke: theme.strong,
        "stroke-width": 3,
      });
      markup += checkbox(artist, x + width - 40, y + 22, 24, true);
    }
  }
  return markup;
}
