import { bar, card, chip, text } from "../drawing";
import { circle, element, rect } from "../svg";
import { figureValue, panelTitle, panelTitleStyle, shareLabel } from "./labels";
import { panelsSideBySide, type SceneInput } from "./scene";

/** One large trend chart with its total, beside a ranking of the items behind it. */
export function reportScene({ artist, box, words }: SceneInput): string {
  const { theme, random } = artist;
  const { left: main, right: side } = panelsSideBySide(box, box.width * 0.66, 20);
  let markup = card(artist, main);
  markup += text(artist, {
    content: words.chartTitle,
    style: panelTitleStyle,
    x: main.x + 28,
    y: main.y + 42,
    fill: theme.textMuted,
  });
  const figure = words.figures[0];
  markup += text(artist, {
    content: figureValue(artist, figure.kind),
    style: { size: 40, weight: 700, tracking: -0.01 },
    x: main.x + 28,
    y: main.y + 96,
    fill: theme.text,
  });
  markup += chip(artist, {
    label: `+${random.integer(3, 28)}.${random.integer(0, 9)}%`,
    x: main.x + 28,
    y: main.y + 112,
    colours: { fill: theme.successSubtle, text: theme.success },
    size: 13,
  }).markup;
  let x = main.x + main.width - 28;
  for (const period of ["Year", "Quarter", "Month"]) {
    const style = { size: 14, weight: 600 } as const;
    const width = artist.type.measure(period, style) + 32;
    x -= width;
    const on = period === "Quarter";
    markup += rect(
      { x, y: main.y + 22, width, height: 34 },
      on ? theme.subtle : theme.surfaceSubtle,
      17,
    );
    markup += text(artist, {
      content: period,
      style,
      x: x + width / 2,
      y: main.y + 44,
      fill: on ? theme.deep : theme.textMuted,
      anchor: "middle",
    });
    x -= 8;
  }
  const plot = {
    x: main.x + 28,
    y: main.y + 170,
    width: main.width - 56,
    height: main.height - 260,
  };
  for (let line = 0; line <= 3; line += 1) {
    markup += rect(
      { x: plot.x, y: plot.y + (plot.height * line) / 3, width: plot.width, height: 1.5 },
      theme.border,
    );
  }
  const points = 10;
  const series = (low: number, high: number) => {
    let level = random.between(low, high);
    return Array.from({ length: points }, (_, index) => {
      level = Math.min(0.92, Math.max(0.08, level + random.between(-0.14, 0.2)));
      return {
        x: plot.x + (plot.width * index) / (points - 1),
        y: plot.y + plot.height * (1 - level),
      };
    });
  };
  const first = series(0.25, 0.45);
  const second = series(0.1, 0.3);
  const path = (list: Array<{ x: number; y: number }>) =>
    list
      .map(
        (point, index) => `${index === 0 ? "M" : "L"}${point.x.toFixed(1)} ${point.y.toFixed(1)}`,
      )
      .join("");
  const area = artist.define("report-area", (id) =>
    element(
      "linearGradient",
      { id, x1: 0, y1: 0, x2: 0, y2: 1 },
      element("stop", { offset: 0, "stop-color": theme.strong, "stop-opacity": 0.28 }),
      element("stop", { offset: 1, "stop-color": theme.strong, "stop-opacity": 0 }),
    ),
  );
  markup += element("path", {
    d: `${path(first)}L${plot.x + plot.width} ${plot.y + plot.height}L${plot.x} ${plot.y + plot.height}Z`,
    fill: `url(#${area})`,
  });
  markup += element("path", {
    d: path(second),
    fill: "none",
    stroke: theme.second,
    "stroke-width": 3,
    "stroke-dasharray": "10 8",
    "stroke-linecap": "round",
  });
  markup += element("path", {
    d: path(first),
    fill: "none",
    stroke: theme.strong,
    "stroke-width": 4,
    "stroke-linejoin": "round",
    "stroke-linecap": "round",
  });
  const marked = first[6]!;
  markup += rect({ x: marked.x - 1, y: plot.y, width: 2, height: plot.height }, theme.soft);
  markup += circle(marked.x, marked.y, 9, theme.surface, {
    stroke: theme.strong,
    "stroke-width": 4,
  });
  const tip = chip(artist, {
    label: figureValue(artist, figure.kind),
    x: marked.x + 14,
    y: marked.y - 48,
    colours: { fill: theme.text, text: theme.surface },
    size: 13,
  });
  markup += tip.markup;
  ["Q1", "Q2", "Q3", "Q4"].forEach((quarter, index) => {
    markup += text(artist, {
      content: quarter,
      style: { size: 13, weight: 500 },
      x: plot.x + (plot.width * (index * 3 + 1)) / 12,
      y: plot.y + plot.height + 30,
      fill: theme.textMuted,
      anchor: "middle",
    });
  });
  markup += card(artist, side);
  markup += panelTitle(artist, side, "Top items", 42);
  let share = random.between(0.75, 0.95);
  for (let row = 0; row < 6; row += 1) {
    const y = side.y + 78 + row * 76;
    markup += text(artist, {
      content: String(row + 1),
      style: { size: 14, weight: 700 },
      x: side.x + 30,
      y: y + 16,
      fill: theme.textMuted,
      anchor: "middle",
    });
    markup += bar(side.x + 52, y + 6, random.integer(90, 150), theme.text, 10);
    markup += shareLabel(artist, share, side.x + side.width - 24, y + 16);
    const track = { x: side.x + 52, y: y + 30, width: side.width - 76, height: 10 };
    markup += rect(track, theme.surfaceSubtle, 5);
    markup += rect(
      { ...track, width: track.width * share },
      row === 0 ? theme.strong : theme.soft,
      5,
    );
    share *= random.between(0.6, 0.85);
  }
  return markup;
}
