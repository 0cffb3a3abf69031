import { describe, expect, it } from "vitest";
import { themeOfGroup } from "../artPalette";
import { chip, createArtist, text } from "../drawing";
import type { TextStyle, Typeface } from "../interTypeface";
import { seededRandom } from "../seededRandom";
import { money, panelTitle, percent, shareLabel } from "./labels";
import { amountRow, listCard, rowDivider, rowsThatFit } from "./rows";
import { panelsSideBySide } from "./scene";

/**
 * A typeface that writes what it was asked to set instead of outlines, so a test can read
 * which words went where: `words@x,y,anchor,size/weight`. Every character is 10 units wide.
 */
const readableType: Typeface = {
  measure: (words) => words.length * 10,
  outline: (words, style: TextStyle, x, y, anchor = "start") =>
    `${words}@${x},${y},${anchor},${style.size}/${style.weight}`,
  fit: (words) => words,
  wrap: (words) => [words],
};

const theme = themeOfGroup("finance");
const artist = () => createArtist(theme, readableType, seededRandom("rows and labels"));

/** The `d` attribute and fill of every path in `markup`: each is one run of text here. */
function runs(markup: string): Array<{ d: string; fill: string }> {
  return [...markup.matchAll(/<path d="([^"]*)" fill="([^"]*)"\/>/g)].map(([, d, fill]) => ({
    d: d!,
    fill: fill!,
  }));
}

describe("a scene's labels", () => {
  it("show money as the product does and shares as whole percentages", () => {
    expect(money(1250)).toBe("$1,250");
    expect(money(0.5)).toBe("$0.50");
    expect(percent(0.424)).toBe("42%");
    expect(percent(0.995)).toBe("100%");
  });

  it("set a panel's title in its top left corner in the text colour", () => {
    const panel = { x: 100, y: 50, width: 300, height: 200 };
    expect(runs(panelTitle(artist(), panel, "Progress", 40))).toEqual([
      { d: "Progress@124,90,start,17/600", fill: theme.text },
    ]);
  });

  it("set a share at the right end of its row", () => {
    expect(runs(shareLabel(artist(), 0.31, 500, 20))).toEqual([
      { d: "31%@500,20,end,14/600", fill: theme.text },
    ]);
  });

  it("leave blank text out, and size a chip to its label", () => {
    expect(
      text(artist(), { content: " ", style: { size: 12, weight: 400 }, x: 0, y: 0, fill: "#000" }),
    ).toBe("");
    const drawn = chip(artist(), {
      label: "Paid",
      x: 0,
      y: 0,
      colours: { fill: "#eee", text: "#111" },
    });
    // 4 characters of 10 units and 0.8 of the 13 px size either side; the baseline at 0.68 of 1.9 sizes.
    expect(drawn.width).toBeCloseTo(40 + 13 * 1.6);
    expect(runs(drawn.markup)).toEqual([{ d: "Paid@10.4,16.796,start,13/600", fill: "#111" }]);
  });
});

describe("a scene's rows", () => {
  it("write the label muted and the amount as money, both ending where they are told", () => {
    const row = amountRow(artist(), { label: "Tax", amount: 84, labelX: 340, amountX: 486, y: 70 });
    expect(runs(row)).toEqual([
      { d: "Tax@340,70,end,13/500", fill: theme.textMuted },
      { d: "$84@486,70,end,13/500", fill: theme.text },
    ]);
  });

  it("fit as many whole rows as the box holds under the head row", () => {
    const box = { x: 0, y: 0, width: 800, height: 500 };
    expect(rowsThatFit(box, 48, 58)).toBe(7);
    expect(rowsThatFit({ ...box, height: 48 + 57 }, 48, 58)).toBe(0);
  });

  it("draw a list's card past the box's bottom, its head row and hairlines inside its border", () => {
    const box = { x: 10, y: 20, width: 400, height: 300 };
    const card = listCard(artist(), box, 48);
    expect(card).toContain('height="340"');
    expect(card).toContain(
      `<rect x="11" y="21" width="398" height="48" rx="13" fill="${theme.surfaceSubtle}"/>`,
    );
    expect(rowDivider(artist(), box, 90)).toBe(
      `<rect x="11" y="90" width="398" height="1.5" fill="${theme.border}"/>`,
    );
  });
});

describe("panels side by side", () => {
  it("split the box with the gap between, both running 40 past its bottom", () => {
    const { left, right } = panelsSideBySide({ x: 300, y: 200, width: 1000, height: 600 }, 360, 20);
    expect(left).toEqual({ x: 300, y: 200, width: 360, height: 640 });
    expect(right).toEqual({ x: 680, y: 200, width: 620, height: 640 });
  });
});
