import { DEFAULT_LOCALE, formatMoney, toCents } from "@workcraft/domain";
import { avatar, bar, card, checkbox, chip, shadow, text, type Artist } from "./drawing";
import type { SceneWords } from "./sceneWords";
import { circle, element, insetBox, rect, type Box } from "./svg";

/** The kinds of product screen a feature image can show. */
export const sceneKinds = [
  "board",
  "table",
  "dashboard",
  "document",
  "conversation",
  "settings",
  "files",
  "timeline",
  "report",
  "people",
] as const;
export type SceneKind = (typeof sceneKinds)[number];

/** What a scene draws from: the artist, the area it fills and its group's words. */
export interface SceneInput {
  artist: Artist;
  box: Box;
  words: SceneWords;
  /** The document a document scene shows, e.g. "Invoice". */
  documentTitle: string;
}

const counts = new Intl.NumberFormat(DEFAULT_LOCALE);

/** A figure's value as the dashboard shows it. */
function figureValue(artist: Artist, kind: "money" | "count" | "percent"): string {
  const { random } = artist;
  if (kind === "money") return formatMoney(toCents(random.integer(120, 9800) * 100));
  if (kind === "count") return counts.format(random.integer(18, 2400));
  return `${random.integer(52, 97)}%`;
}

const label = { size: 15, weight: 600 } as const;
const small = { size: 13, weight: 500 } as const;

/** Columns of cards, one card lifted as if it were being dragged to the next stage. */
function board({ artist, box, words }: SceneInput): string {
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
    markup += text(artist, name, label, x + 38, box.y + 35, theme.text);
    markup += chip(
      artist,
      String(cards + random.integer(0, 6)),
      x + width - 48,
      box.y + 17,
      {
        fill: theme.surface,
        text: theme.textMuted,
      },
      12,
    ).markup;
    let y = box.y + 62;
    for (let index = 0; index < cards; index += 1) {
      const height = random.integer(122, 150);
      const cardBox = { x: x + 12, y, width: width - 24, height };
      const tag = random.integer(0, 3);
      let content = card(artist, cardBox, 10);
      content += chip(artist, tags[tag]!, cardBox.x + 14, y + 14, tagColours[tag]!, 12).markup;
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

/** A list of records with statuses, one row selected. */
function table({ artist, box, words }: SceneInput): string {
  const { theme, random } = artist;
  const head = 48;
  const rowHeight = 58;
  const rows = Math.floor((box.height - head) / rowHeight);
  const columnX = [box.x + 64, box.x + 400, box.x + 580, box.x + 790, box.x + box.width - 28];
  let markup = card(artist, { ...box, height: box.height + 40 }, 14);
  markup += rect(
    { x: box.x + 1, y: box.y + 1, width: box.width - 2, height: head },
    theme.surfaceSubtle,
    13,
  );
  markup += rect(
    { x: box.x + 1, y: box.y + head - 12, width: box.width - 2, height: 12 },
    theme.surfaceSubtle,
  );
  markup += checkbox(artist, box.x + 22, box.y + 15, 18, false);
  words.tableHeadings.forEach((heading, index) => {
    markup += text(
      artist,
      heading.toUpperCase(),
      { size: 12, weight: 600, tracking: 0.06 },
      columnX[index]!,
      box.y + 30,
      theme.textMuted,
      index === 4 ? "end" : "start",
    );
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
    if (row > 0)
      markup += rect({ x: box.x + 1, y, width: box.width - 2, height: 1.5 }, theme.border);
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
    markup += chip(
      artist,
      words.statuses[status]!,
      columnX[1]!,
      middle - 12,
      statusColours[status]!,
      12,
    ).markup;
    markup += avatar(artist, columnX[2]! + 12, middle, 12, random.pick([theme.soft, theme.second]));
    markup += bar(columnX[2]! + 32, middle - 5, random.integer(60, 110), theme.line);
    markup += bar(columnX[3]!, middle - 5, random.integer(70, 100), theme.line);
    markup += text(
      artist,
      formatMoney(toCents(random.integer(4, 980) * 25)),
      { size: 15, weight: 500 },
      columnX[4]!,
      middle + 5,
      theme.text,
      "end",
    );
  }
  return markup;
}

/** Three figures over a bar chart and a ring chart. */
function dashboard({ artist, box, words }: SceneInput): string {
  const { theme, random } = artist;
  const gap = 20;
  const figureWidth = (box.width - gap * 2) / 3;
  let markup = "";
  words.figures.forEach((figure, index) => {
    const x = box.x + index * (figureWidth + gap);
    markup += card(artist, { x, y: box.y, width: figureWidth, height: 132 });
    markup += text(
      artist,
      figure.label,
      { size: 15, weight: 500 },
      x + 24,
      box.y + 38,
      theme.textMuted,
    );
    markup += text(
      artist,
      figureValue(artist, figure.kind),
      { size: 34, weight: 700 },
      x + 24,
      box.y + 88,
      theme.text,
    );
    const change = `${random.pick(["+", "+", "−"])}${random.integer(2, 24)}.${random.integer(0, 9)}%`;
    const rising = change.startsWith("+");
    markup += chip(
      artist,
      change,
      x + 24,
      box.y + 98,
      rising
        ? { fill: theme.successSubtle, text: theme.success }
        : { fill: theme.warningSubtle, text: theme.warning },
      12,
    ).markup;
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
  markup += text(
    artist,
    words.chartTitle,
    { size: 17, weight: 600 },
    chart.x + 24,
    chart.y + 38,
    theme.text,
  );
  markup +=
    circle(chart.x + chart.width - 190, chart.y + 32, 6, theme.strong) +
    bar(chart.x + chart.width - 176, chart.y + 27, 56, theme.line);
  markup +=
    circle(chart.x + chart.width - 96, chart.y + 32, 6, theme.soft) +
    bar(chart.x + chart.width - 82, chart.y + 27, 56, theme.line);
  const plot = {
    x: chart.x + 56,
    y: chart.y + 70,
    width: chart.width - 80,
    height: chart.height - 150,
  };
  for (let line = 0; line <= 4; line += 1) {
    const y = plot.y + (plot.height * line) / 4;
    markup += rect({ x: plot.x, y, width: plot.width, height: 1.5 }, theme.border);
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
    markup += text(
      artist,
      month,
      { size: 12, weight: 500 },
      x + width,
      plot.y + plot.height + 26,
      theme.textMuted,
      "middle",
    );
  });
  // Ring chart.
  const ring = {
    x: chart.x + chart.width + gap,
    y: chart.y,
    width: box.width - chart.width - gap,
    height: chart.height,
  };
  markup += card(artist, ring);
  markup += text(
    artist,
    "Share by stage",
    { size: 17, weight: 600 },
    ring.x + 24,
    ring.y + 38,
    theme.text,
  );
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
  markup += text(
    artist,
    `${Math.round(shares[0]! * 100)}%`,
    { size: 30, weight: 700 },
    cx,
    cy + 11,
    theme.text,
    "middle",
  );
  segments.slice(0, 3).forEach((share, index) => {
    const y = cy + 118 + index * 34;
    markup += circle(ring.x + 32, y, 7, colours[index]!);
    markup += bar(ring.x + 50, y - 5, random.integer(80, 150), theme.line);
    markup += text(
      artist,
      `${Math.round(share * 100)}%`,
      { size: 14, weight: 600 },
      ring.x + ring.width - 28,
      y + 5,
      theme.text,
      "end",
    );
  });
  return markup;
}

/** A document (invoice, order…) beside the steps it has been through. */
function documentScene({ artist, box, words, documentTitle }: SceneInput): string {
  const { theme, random } = artist;
  const paper = { x: box.x, y: box.y, width: box.width * 0.56, height: box.height + 40 };
  let markup = shadow(artist, paper, 14, 12, 0.08) + card(artist, paper);
  const inner = insetBox(paper, [36, 36]);
  markup += rect({ x: inner.x, y: inner.y, width: 44, height: 44 }, theme.strong, 10);
  markup +=
    bar(inner.x + 58, inner.y + 8, 120, theme.text, 11) +
    bar(inner.x + 58, inner.y + 28, 84, theme.line, 8);
  markup += text(
    artist,
    documentTitle,
    { size: 26, weight: 700 },
    inner.x + inner.width,
    inner.y + 26,
    theme.text,
    "end",
  );
  markup += text(
    artist,
    `No. ${random.integer(1040, 9860)}`,
    { size: 14, weight: 500 },
    inner.x + inner.width,
    inner.y + 48,
    theme.textMuted,
    "end",
  );
  // Addresses.
  for (let column = 0; column < 2; column += 1) {
    const x = inner.x + column * (inner.width / 2);
    markup += bar(x, inner.y + 86, 70, theme.soft, 8);
    markup += bar(x, inner.y + 106, random.integer(130, 190), theme.text, 10);
    markup += bar(x, inner.y + 124, random.integer(100, 160), theme.line, 8);
  }
  // Lines.
  const linesTop = inner.y + 164;
  markup += rect(
    { x: inner.x, y: linesTop, width: inner.width, height: 36 },
    theme.surfaceSubtle,
    8,
  );
  markup += bar(inner.x + 14, linesTop + 14, 90, theme.line, 8);
  markup += bar(inner.x + inner.width - 220, linesTop + 14, 40, theme.line, 8);
  markup += bar(inner.x + inner.width - 74, linesTop + 14, 60, theme.line, 8);
  let subtotal = 0;
  for (let line = 0; line < 4; line += 1) {
    const y = linesTop + 52 + line * 40;
    const quantity = random.integer(1, 24);
    const amount = random.integer(2, 120) * 25 * quantity;
    subtotal += amount;
    markup += bar(inner.x + 14, y + 6, random.integer(140, 220), theme.text, 10);
    markup += text(
      artist,
      String(quantity),
      small,
      inner.x + inner.width - 200,
      y + 16,
      theme.textMuted,
      "end",
    );
    markup += text(
      artist,
      formatMoney(toCents(amount)),
      small,
      inner.x + inner.width - 14,
      y + 16,
      theme.text,
      "end",
    );
    markup += rect({ x: inner.x, y: y + 30, width: inner.width, height: 1.5 }, theme.border);
  }
  const totalsY = linesTop + 52 + 4 * 40 + 24;
  const tax = Math.round(subtotal * 0.08);
  markup += text(
    artist,
    "Subtotal",
    small,
    inner.x + inner.width - 160,
    totalsY,
    theme.textMuted,
    "end",
  );
  markup += text(
    artist,
    formatMoney(toCents(subtotal)),
    small,
    inner.x + inner.width - 14,
    totalsY,
    theme.text,
    "end",
  );
  markup += text(
    artist,
    "Tax",
    small,
    inner.x + inner.width - 160,
    totalsY + 26,
    theme.textMuted,
    "end",
  );
  markup += text(
    artist,
    formatMoney(toCents(tax)),
    small,
    inner.x + inner.width - 14,
    totalsY + 26,
    theme.text,
    "end",
  );
  markup += rect(
    { x: inner.x + inner.width - 300, y: totalsY + 40, width: 300, height: 48 },
    theme.subtle,
    10,
  );
  markup += text(
    artist,
    "Total",
    { size: 16, weight: 600 },
    inner.x + inner.width - 282,
    totalsY + 71,
    theme.deep,
  );
  markup += text(
    artist,
    formatMoney(toCents(subtotal + tax)),
    { size: 20, weight: 700 },
    inner.x + inner.width - 14,
    totalsY + 72,
    theme.deep,
    "end",
  );
  markup += chip(
    artist,
    words.steps[3],
    inner.x,
    totalsY + 48,
    { fill: theme.successSubtle, text: theme.success },
    14,
  ).markup;

  // The steps.
  const side = {
    x: paper.x + paper.width + 24,
    y: box.y,
    width: box.width - paper.width - 24,
    height: 300,
  };
  markup += card(artist, side);
  markup += text(
    artist,
    "Progress",
    { size: 17, weight: 600 },
    side.x + 24,
    side.y + 40,
    theme.text,
  );
  const reached = random.integer(2, 3);
  words.steps.forEach((step, index) => {
    const y = side.y + 86 + index * 56;
    if (index < 3)
      markup += rect(
        { x: side.x + 37, y, width: 3, height: 56 },
        index < reached - 1 ? theme.strong : theme.border,
      );
    if (index < reached)
      markup +=
        circle(side.x + 38, y, 13, theme.strong) +
        element("path", {
          d: `M${side.x + 32} ${y}l4.5 4.5l8-8.5`,
          fill: "none",
          stroke: theme.onStrong,
          "stroke-width": 3,
          "stroke-linecap": "round",
          "stroke-linejoin": "round",
        });
    else
      markup += circle(side.x + 38, y, 12, theme.surface, {
        stroke: index === reached ? theme.strong : theme.border,
        "stroke-width": 3,
      });
    markup += text(
      artist,
      step,
      { size: 15, weight: 600 },
      side.x + 66,
      y + 5,
      index <= reached ? theme.text : theme.textMuted,
    );
    markup += bar(side.x + side.width - 110, y - 4, 84, theme.line, 8);
  });
  const notes = {
    x: side.x,
    y: side.y + side.height + 20,
    width: side.width,
    height: box.height - side.height - 20 + 40,
  };
  markup += card(artist, notes);
  markup += text(
    artist,
    "Comments",
    { size: 17, weight: 600 },
    notes.x + 24,
    notes.y + 40,
    theme.text,
  );
  for (let note = 0; note < 2; note += 1) {
    const y = notes.y + 76 + note * 76;
    markup += avatar(artist, notes.x + 40, y + 12, 16, note === 0 ? theme.second : theme.soft);
    markup += bar(notes.x + 68, y + 2, 90, theme.text, 10);
    markup += bar(notes.x + 68, y + 22, notes.width - 110, theme.line, 8);
    markup += bar(notes.x + 68, y + 38, (notes.width - 110) * 0.6, theme.line, 8);
  }
  return markup;
}

/** A list of conversations beside an open thread and its reply box. */
function conversation({ artist, box }: SceneInput): string {
  const { theme, random } = artist;
  const listWidth = 360;
  let markup = card(artist, { x: box.x, y: box.y, width: listWidth, height: box.height + 40 });
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
  const thread = {
    x: box.x + listWidth + 20,
    y: box.y,
    width: box.width - listWidth - 20,
    height: box.height + 40,
  };
  markup += card(artist, thread);
  markup += avatar(artist, thread.x + 44, thread.y + 40, 20, theme.second);
  markup +=
    bar(thread.x + 76, thread.y + 28, 150, theme.text, 11) +
    bar(thread.x + 76, thread.y + 46, 90, theme.line, 8);
  markup += chip(
    artist,
    "Email",
    thread.x + thread.width - 178,
    thread.y + 26,
    { fill: theme.subtle, text: theme.deep },
    12,
  ).markup;
  markup += chip(
    artist,
    "Chat",
    thread.x + thread.width - 96,
    thread.y + 26,
    { fill: theme.secondSubtle, text: theme.text },
    12,
  ).markup;
  markup += rect({ x: thread.x, y: thread.y + 80, width: thread.width, height: 1.5 }, theme.border);
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
  markup += element("path", {
    d: `M${composer.x + composer.width - 33} ${composer.y + 26}h13m-5-6l6 6l-6 6`,
    fill: "none",
    stroke: theme.onStrong,
    "stroke-width": 3,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
  return markup;
}

/** Form fields and switches beside a grid of role permissions. */
function settings({ artist, box, words }: SceneInput): string {
  const { theme, random } = artist;
  const formWidth = box.width * 0.56;
  let markup = card(artist, { x: box.x, y: box.y, width: formWidth, height: box.height + 40 });
  markup += text(
    artist,
    words.settingsTitle,
    { size: 19, weight: 600 },
    box.x + 32,
    box.y + 46,
    theme.text,
  );
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
  markup += text(
    artist,
    "Save",
    { size: 16, weight: 600 },
    box.x + formWidth - 32 - 60,
    box.y + 509,
    theme.onStrong,
    "middle",
  );
  markup += rect(
    { x: box.x + formWidth - 32 - 250, y: box.y + 480, width: 116, height: 46 },
    theme.surface,
    10,
    { stroke: theme.border, "stroke-width": 2 },
  );
  markup += text(
    artist,
    "Cancel",
    { size: 16, weight: 600 },
    box.x + formWidth - 32 - 192,
    box.y + 509,
    theme.text,
    "middle",
  );

  const grid = {
    x: box.x + formWidth + 24,
    y: box.y,
    width: box.width - formWidth - 24,
    height: box.height + 40,
  };
  markup += card(artist, grid);
  markup += text(artist, "Roles", { size: 19, weight: 600 }, grid.x + 28, grid.y + 46, theme.text);
  const columnX = [grid.x + grid.width - 190, grid.x + grid.width - 120, grid.x + grid.width - 50];
  ["View", "Edit", "Admin"].forEach((permission, index) => {
    markup += text(
      artist,
      permission,
      { size: 13, weight: 600 },
      columnX[index]!,
      grid.y + 88,
      theme.textMuted,
      "middle",
    );
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
    markup += text(
      artist,
      artist.type.fit(role, label, grid.width - 290),
      label,
      grid.x + 72,
      y + 27,
      theme.text,
    );
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

/** A folder of image and document tiles, one selected. */
function files({ artist, box }: SceneInput): string {
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
      markup += chip(
        artist,
        kind === 3 ? "PDF" : "DOC",
        page.x + page.width - 30,
        page.y + page.height - 30,
        { fill: kind === 3 ? theme.strong : theme.second, text: theme.onStrong },
        11,
      ).markup;
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

/** Rows of dated bars across the weeks, with today marked. */
function timeline({ artist, box }: SceneInput): string {
  const { theme, random } = artist;
  const labelWidth = 230;
  const weeks = 6;
  const head = 56;
  const rowHeight = 62;
  const rows = Math.floor((box.height - head) / rowHeight);
  const plotX = box.x + labelWidth;
  const weekWidth = (box.width - labelWidth) / weeks;
  let markup = card(artist, { ...box, height: box.height + 40 });
  markup += rect(
    { x: box.x + 1, y: box.y + 1, width: box.width - 2, height: head },
    theme.surfaceSubtle,
    13,
  );
  markup += rect(
    { x: box.x + 1, y: box.y + head - 12, width: box.width - 2, height: 12 },
    theme.surfaceSubtle,
  );
  const firstWeek = random.integer(8, 40);
  for (let week = 0; week < weeks; week += 1) {
    const x = plotX + week * weekWidth;
    markup += rect({ x, y: box.y + 1, width: 1.5, height: box.height + 38 }, theme.border);
    markup += text(
      artist,
      `Week ${firstWeek + week}`,
      { size: 13, weight: 600 },
      x + 16,
      box.y + 34,
      theme.textMuted,
    );
  }
  const colours = [
    { fill: theme.strong, bar: theme.soft },
    { fill: theme.second, bar: theme.secondSubtle },
    { fill: theme.soft, bar: theme.subtle },
    { fill: theme.warning, bar: theme.warningSubtle },
  ];
  for (let row = 0; row < rows; row += 1) {
    const y = box.y + head + row * rowHeight;
    if (row > 0)
      markup += rect({ x: box.x + 1, y, width: box.width - 2, height: 1.5 }, theme.border);
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
  markup += chip(
    artist,
    "Today",
    today - 30,
    box.y + head - 14,
    { fill: theme.deep, text: theme.onStrong },
    12,
  ).markup;
  return markup;
}

/** One large trend chart with its total, beside a ranking of the items behind it. */
function report({ artist, box, words }: SceneInput): string {
  const { theme, random } = artist;
  const main = { x: box.x, y: box.y, width: box.width * 0.66, height: box.height + 40 };
  let markup = card(artist, main);
  markup += text(
    artist,
    words.chartTitle,
    { size: 17, weight: 600 },
    main.x + 28,
    main.y + 42,
    theme.textMuted,
  );
  const figure = words.figures[0];
  markup += text(
    artist,
    figureValue(artist, figure.kind),
    { size: 40, weight: 700, tracking: -0.01 },
    main.x + 28,
    main.y + 96,
    theme.text,
  );
  markup += chip(
    artist,
    `+${random.integer(3, 28)}.${random.integer(0, 9)}%`,
    main.x + 28,
    main.y + 112,
    { fill: theme.successSubtle, text: theme.success },
    13,
  ).markup;
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
    markup += text(
      artist,
      period,
      style,
      x + width / 2,
      main.y + 44,
      on ? theme.deep : theme.textMuted,
      "middle",
    );
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
  const tip = chip(
    artist,
    figureValue(artist, figure.kind),
    marked.x + 14,
    marked.y - 48,
    { fill: theme.text, text: theme.surface },
    13,
  );
  markup += tip.markup;
  ["Q1", "Q2", "Q3", "Q4"].forEach((quarter, index) => {
    markup += text(
      artist,
      quarter,
      { size: 13, weight: 500 },
      plot.x + (plot.width * (index * 3 + 1)) / 12,
      plot.y + plot.height + 30,
      theme.textMuted,
      "middle",
    );
  });
  const side = {
    x: main.x + main.width + 20,
    y: box.y,
    width: box.width - main.width - 20,
    height: box.height + 40,
  };
  markup += card(artist, side);
  markup += text(
    artist,
    "Top items",
    { size: 17, weight: 600 },
    side.x + 24,
    side.y + 42,
    theme.text,
  );
  let share = random.between(0.75, 0.95);
  for (let row = 0; row < 6; row += 1) {
    const y = side.y + 78 + row * 76;
    markup += text(
      artist,
      String(row + 1),
      { size: 14, weight: 700 },
      side.x + 30,
      y + 16,
      theme.textMuted,
      "middle",
    );
    markup += bar(side.x + 52, y + 6, random.integer(90, 150), theme.text, 10);
    markup += text(
      artist,
      `${Math.round(share * 100)}%`,
      { size: 14, weight: 600 },
      side.x + side.width - 24,
      y + 16,
      theme.text,
      "end",
    );
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

/** People as cards with their roles, and a card to invite one more. */
function people({ artist, box, words }: SceneInput): string {
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
      markup += text(
        artist,
        "Invite",
        { size: 17, weight: 600 },
        x + width / 2,
        y + height / 2 + 40,
        theme.deep,
        "middle",
      );
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
    markup += chip(artist, words.roles[role]!, x + 120, y + 80, roleColours[role]!, 12).markup;
    markup += bar(x + 28, y + 136, width * random.between(0.45, 0.65), theme.text, 12);
    markup += bar(x + 28, y + 160, width * random.between(0.35, 0.55), theme.line, 9);
    markup += rect({ x: x + 28, y: y + 184, width: 16, height: 12 }, theme.soft, 3);
    markup += bar(x + 52, y + 185, width * random.between(0.3, 0.5), theme.line, 9);
    markup += rect({ x: x + 28, y: y + height - 56, width: width - 56, height: 1.5 }, theme.border);
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

const painters: Record<SceneKind, (input: SceneInput) => string> = {
  board,
  table,
  dashboard,
  document: documentScene,
  conversation,
  settings,
  files,
  timeline,
  report,
  people,
};

/** Draws a scene of `kind` into `input.box`; it may run on past the box's bottom edge. */
export function paintScene(kind: SceneKind, input: SceneInput): string {
  return painters[kind](input);
}
