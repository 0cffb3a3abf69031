import { bar, card, chip, hairline, text } from "../drawing";
import { circle, element, rect } from "../svg";
import { figureValue, panelTitle, percent, shareLabel } from "./labels";
import type { SceneInput } from "./scene";

/** Three figures over a bar chart and a ring chart. */
export function dashboardScene({ artist, box, words }: SceneInput): string {
  const { theme, random } = artist;
  const gap = 20;
  const figureWidth = (box.width - gap * 2) / 3;
  let markup = "";
  words.figures.forEach((figure, index) => {
    const x = box.x + index * (figureWidth + gap);
    markup += card(artist, { x, y: box.y, width: figureWidth, height: 132 });
    markup += text(artist, {
      content: figure.label,
      style: { size: 15, weight: 500 },
      x: x + 24,
      y: box.y + 38,
      fill: theme.textMuted,
    });
    markup += text(artist, {
      content: figureValue(artist, figure.kind),
      style: { size: 34, weight: 700 },
      x: x + 24,
      y: box.y + 88,
      fill: theme.text,
    });
    const change = `${random.pick(["+", "+", "−"])}${random.integer(2, 24)}.${random.integer(0, 9)}%`;
    const rising = change.startsWith("+");
    markup += chip(artist, {
      label: change,
      x: x + 24,
      y: box.y + 98,
      colours: rising
        ? { fill: theme.successSubtle, text: theme.success }
        : { fill: theme.warningSubtle, text: theme.warning },
      size: 12,
    }).markup;
    // A sparkline in the corner of each figure.
    const points = Array.from(
      { length: 8 },
      (_, point) => `${x + figureWidth - 150 + point * 18} ${box.y + 96 - random.between(0, 40)}`,
    );
    markup += element("polyline", {
      points: points.join(" "),
      fill: "none",
      stroke: index === 0 ? theme.strong : theme.soft,
      "stroke-width": 3,
      "stroke-linejoin": "round",
      "stroke-linecap": "round",
    });
  });
  // Bar chart.
  const chart = {
    x: box.x,
    y: box.y + 152,
    width: box.width * 0.62,
    height: box.height - 152 + 40,
  };
  markup += card(artist, chart);
  markup += panelTitle(artist, chart, words.chartTitle, 38);
  // The legend: a dot per series and a placeholder for its name.
  for (const [fromRight, colour] of [
    [190, theme.strong],
    [96, theme.soft],
  ] as const) {
    markup +=
      circle(chart.x + chart.width - fromRight, chart.y + 32, 6, colour) +
      bar(chart.x + chart.width - fromRight + 14, chart.y + 27, 56, theme.line);
  }
  const plot = {
    x: chart.x + 56,
    y: chart.y + 70,
    width: chart.width - 80,
    height: chart.height - 150,
  };
  for (let line = 0; line <= 4; line += 1) {
    const y = plot.y + (plot.height * line) / 4;
    markup += hairline(artist, plot.x, y, plot.width);
    markup += bar(chart.x + 20, y - 4, 24, theme.border, 8);
  }
  const months = [
    "Jan",
    "Feb",
    "Mar",
    "Apr",
    "May",
    "Jun",
    "Jul",
    "Aug",
    "Sep",
    "Oct",
    "Nov",
    "Dec",
  ];
  const step = plot.width / months.length;
  let level = random.between(0.3, 0.5);
  months.forEach((month, index) => {
    level = Math.min(0.95, Math.max(0.2, level + random.between(-0.12, 0.16)));
    const first = plot.height * level;
    const second = plot.height * Math.max(0.1, level - random.between(0.1, 0.3));
    const x = plot.x + index * step + step * 0.18;
    const width = step * 0.3;
    markup += rect({ x, y: plot.y + plot.height - first, width, height: first }, theme.strong, 4);
    markup += rect(
      { x: x + width + 3, y: plot.y + plot.height - second, width, height: second },
      theme.soft,
      4,
    );
    markup += text(artist, {
      content: month,
      style: { size: 12, weight: 500 },
      x: x + width,
      y: plot.y + plot.height + 26,
      fill: theme.textMuted,
      anchor: "middle",
    });
  });
  // Ring chart.
  const ring = {
    x: chart.x + chart.width + gap,
    y: chart.y,
    width: box.width - chart.width - gap,
    height: chart.height,
  };
  markup += card(artist, ring);
  markup += panelTitle(artist, ring, "Share by stage", 38);
  const cx = ring.x + ring.width / 2;
  const cy = ring.y + 150;
  const radius = 76;
  const circumference = 2 * Math.PI * radius;
  const shares = [random.between(0.3, 0.45), random.between(0.2, 0.3), random.between(0.1, 0.2)];
  const segments = [...shares, 1 - shares.reduce((sum, share) => sum + share, 0)];
  const colours = [theme.strong, theme.second, theme.soft, theme.border];
  let offset = 0;
  segments.forEach((share, index) => {
    markup += element("circle", {
      cx,
      cy,
      r: radius,
      fill: "none",
      stroke: colours[index]!,
      "stroke-width": 30,
      "stroke-dasharray": `${Math.max(0, share * circumference - 4)} ${circumference}`,
      "stroke-dashoffset": -offset * circumference,
      transform: `rotate(-90 ${cx} ${cy})`,
    });
    offset += share;
  });
  markup += text(artist, {
    content: percent(shares[0]!),
    style: { size: 30, weight: 700 },
    x: cx,
    y: cy + 11,
    fill: theme.text,
    anchor: "middle",
  });
  segments.slice(0, 3).forEach((share, index) => {
    const y = cy + 118 + index * 34;
    markup += circle(ring.x + 32, y, 7, colours[index]!);
    markup += bar(ring.x + 50, y - 5, random.integer(80, 150), theme.line);
    markup += shareLabel(artist, share, ring.x + ring.width - 28, y + 5);
  });
  return markup;
}
