import { appTile } from "./appTile";
import { avatar, bar, hairline, shadow, text, type Artist } from "./drawing";
import { paintScene, type SceneKind } from "./scenes";
import type { SceneWords } from "./sceneWords";
import { circle, element, rect } from "./svg";

/** The size the product window is drawn at; compositions scale and place it. */
export const WINDOW_SIZE = { width: 1408, height: 872 } as const;

/** What one product window shows. */
export interface WindowContent {
  appName: string;
  initials: string;
  /** The page heading inside the product, e.g. the feature's title. */
  heading: string;
  /** Which of the sidebar's six entries is the current page. */
  activeEntry: number;
  /** A sidebar on the surface, or in the group's deep hue. */
  sidebar: "light" | "tinted";
  scene: SceneKind;
  words: SceneWords;
  documentTitle: string;
}

const TITLE_BAR = 52;
const SIDEBAR = 248;

/** The sidebar: the app's tile and name, six entries with one current, the signed-in user. */
function sidebar(artist: Artist, content: WindowContent): string {
  const { theme, random } = artist;
  const tinted = content.sidebar === "tinted";
  const textColour = tinted ? theme.onStrong : theme.text;
  const quiet = tinted ? theme.soft : theme.line;
  let markup = rect(
    { x: 0, y: TITLE_BAR, width: SIDEBAR, height: WINDOW_SIZE.height - TITLE_BAR },
    tinted ? theme.deep : theme.surface,
  );
  if (!tinted)
    markup += rect(
      { x: SIDEBAR - 1.5, y: TITLE_BAR, width: 1.5, height: WINDOW_SIZE.height - TITLE_BAR },
      theme.border,
    );
  markup += appTile(artist, { initials: content.initials, x: 22, y: TITLE_BAR + 22, size: 40 });
  markup += text(artist, {
    content: artist.type.fit(content.appName, { size: 17, weight: 600 }, SIDEBAR - 100),
    style: { size: 17, weight: 600 },
    x: 74,
    y: TITLE_BAR + 48,
    fill: textColour,
  });
  for (let entry = 0; entry < 6; entry += 1) {
    const y = TITLE_BAR + 96 + entry * 50;
    const active = entry === content.activeEntry;
    if (active)
      markup += rect(
        { x: 12, y, width: SIDEBAR - 24, height: 40 },
        tinted ? theme.strong : theme.subtle,
        10,
      );
    const iconColour = active ? (tinted ? theme.onStrong : theme.strong) : quiet;
    markup += rect({ x: 28, y: y + 11, width: 18, height: 18 }, iconColour, 5, {
      "fill-opacity": active ? 1 : 0.9,
    });
    markup += bar(
      60,
      y + 15,
      random.integer(70, 130),
      active ? (tinted ? theme.onStrong : theme.deep) : quiet,
      10,
    );
  }
  const footerY = WINDOW_SIZE.height - 70;
  markup += rect(
    { x: 16, y: footerY - 16, width: SIDEBAR - 32, height: 1.5 },
    tinted ? theme.strong : theme.border,
  );
  markup += avatar(artist, 40, footerY + 18, 18, tinted ? theme.strong : theme.soft);
  markup += bar(68, footerY + 8, 100, tinted ? theme.onStrong : theme.text, 10);
  markup += bar(68, footerY + 24, 70, quiet, 8);
  return markup;
}

/** The page header inside the product: breadcrumb, heading, people, a primary button, filters. */
function pageHeader(artist: Artist, content: WindowContent): string {
  const { theme, random } = artist;
  const left = SIDEBAR + 40;
  const right = WINDOW_SIZE.width - 40;
  let markup = text(artist, {
    content: content.appName,
    style: { size: 14, weight: 500 },
    x: left,
    y: TITLE_BAR + 44,
    fill: theme.textMuted,
  });
  const crumbWidth = artist.type.measure(content.appName, { size: 14, weight: 500 });
  markup += element("path", {
    d: `M${left + crumbWidth + 10} ${TITLE_BAR + 34}l4 5l-4 5`,
    fill: "none",
    stroke: theme.line,
    "stroke-width": 2,
    "stroke-linecap": "round",
  });
  markup += bar(left + crumbWidth + 24, TITLE_BAR + 35, 70, theme.line, 9);
  const headingStyle = { size: 32, weight: 700, tracking: -0.01 } as const;
  markup += text(artist, {
    content: artist.type.fit(content.heading, headingStyle, right - left - 330),
    style: headingStyle,
    x: left,
    y: TITLE_BAR + 90,
    fill: theme.text,
  });
  // Primary button.
  markup += rect({ x: right - 118, y: TITLE_BAR + 56, width: 118, height: 44 }, theme.strong, 10);
  markup += element("path", {
    d: `M${right - 96} ${TITLE_BAR + 78}h14m-7-7v14`,
    fill: "none",
    stroke: theme.onStrong,
    "stroke-width": 2.5,
    "stroke-linecap": "round",
  });
  markup += text(artist, {
    content: "New",
    style: { size: 16, weight: 600 },
    x: right - 72,
    y: TITLE_BAR + 84,
    fill: theme.onStrong,
  });
  // People working here.
  const people = [theme.second, theme.soft, theme.strong];
  people.forEach((fill, index) => {
    const cx = right - 218 + index * 26;
    markup += circle(cx, TITLE_BAR + 78, 19, theme.surface);
    markup += avatar(artist, cx, TITLE_BAR + 78, 16, fill);
  });
  // Filters.
  const filterY = TITLE_BAR + 124;
  markup += rect({ x: left, y: filterY, width: 280, height: 40 }, theme.surface, 20, {
    stroke: theme.border,
    "stroke-width": 2,
  });
  markup += circle(left + 24, filterY + 19, 7, "none", {
    stroke: theme.textMuted,
    "stroke-width": 2.5,
  });
  markup += element("path", {
    d: `M${left + 29} ${filterY + 24}l6 6`,
    stroke: theme.textMuted,
    "stroke-width": 2.5,
    "stroke-linecap": "round",
  });
  markup += bar(left + 44, filterY + 15, 110, theme.line, 10);
  let x = left + 296;
  for (let filter = 0; filter < 3; filter += 1) {
    const width = random.integer(78, 120);
    const on = filter === 0;
    markup += rect(
      { x, y: filterY, width, height: 40 },
      on ? theme.subtle : theme.surfaceSubtle,
      20,
    );
    markup += bar(x + 18, filterY + 15, width - 36, on ? theme.strong : theme.line, 10);
    x += width + 12;
  }
  markup += rect({ x: right - 92, y: filterY, width: 92, height: 40 }, theme.surfaceSubtle, 10);
  markup += rect({ x: right - 88, y: filterY + 4, width: 42, height: 32 }, theme.surface, 8);
  markup += rect({ x: right - 76, y: filterY + 13, width: 18, height: 14 }, theme.strong, 3);
  markup += rect({ x: right - 34, y: filterY + 13, width: 18, height: 14 }, theme.line, 3);
  return markup;
}

/**
 * A window of the Workcraft product at the origin, {@link WINDOW_SIZE} big: title bar,
 * sidebar, page header and the scene, clipped to the window's rounded corners.
 */
export function productWindow(artist: Artist, content: WindowContent): string {
  const { theme } = artist;
  const { width, height } = WINDOW_SIZE;
  const clip = artist.define("window-clip", (id) =>
    element("clipPath", { id }, element("rect", { x: 0, y: 0, width, height, rx: 18 })),
  );
  const scene = paintScene(content.scene, {
    artist,
    box: {
      x: SIDEBAR + 40,
      y: TITLE_BAR + 188,
      width: width - SIDEBAR - 80,
      height: height - TITLE_BAR - 188 - 36,
    },
    words: content.words,
    documentTitle: content.documentTitle,
  });
  const titleBar =
    rect({ x: 0, y: 0, width, height: TITLE_BAR }, theme.surfaceSubtle) +
    hairline(artist, 0, TITLE_BAR - 1.5, width) +
    theme.windowDots
      .map((fill, index) => circle(28 + index * 24, TITLE_BAR / 2, 7, fill))
      .join("") +
    rect({ x: width / 2 - 220, y: 11, width: 440, height: 30 }, theme.surface, 8, {
      stroke: theme.border,
      "stroke-width": 1.5,
    }) +
    text(artist, {
      content: `Workcraft — ${content.appName}`,
      style: { size: 14, weight: 500 },
      x: width / 2,
      y: 31,
      fill: theme.textMuted,
      anchor: "middle",
    });
  return (
    shadow(artist, { x: 0, y: 0, width, height }, 18, 28, 0.22) +
    element(
      "g",
      { "clip-path": `url(#${clip})` },
      rect({ x: 0, y: 0, width, height }, theme.surface),
      sidebar(artist, content),
      pageHeader(artist, content),
      scene,
      titleBar,
    ) +
    rect({ x: 0, y: 0, width, height }, "none", 18, { stroke: theme.border, "stroke-width": 1.5 })
  );
}
