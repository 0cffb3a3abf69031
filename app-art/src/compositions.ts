import { formatMoney, toCents } from "@workcraft/domain";
import { appTile } from "./appTile";
import { chip, diagonalGradient, text, type Artist } from "./drawing";
import { productWindow, WINDOW_SIZE, type WindowContent } from "./productWindow";
import { circle, element, rect, svgDocument } from "./svg";

/** The natural sizes of the drawings; the build renders each at the widths its URLs ask for. */
export const ARTWORK_SIZES = {
  icon: { width: 64, height: 64 },
  picture: { width: 1600, height: 1000 },
  feature: { width: 1600, height: 1000 },
  share: { width: 1200, height: 630 },
} as const;

/** One finished drawing with the artist's definitions, as an SVG document. */
function finish(
  artist: Artist & { defs(): string },
  width: number,
  height: number,
  body: string,
): string {
  return svgDocument(width, height, artist.defs(), body);
}

/** The app's icon: its tile alone. */
export function iconArtwork(artist: Artist & { defs(): string }, initials: string): string {
  const { width, height } = ARTWORK_SIZES.icon;
  return finish(artist, width, height, appTile(artist, { initials, x: 0, y: 0, size: width }));
}

/** Soft circles and a dot grid in the group's tints behind a product window. */
function backdrop(artist: Artist, width: number, height: number, tone: "light" | "deep"): string {
  const { theme, random } = artist;
  const light = tone === "light";
  let markup = "";
  if (light) {
    markup += rect({ x: 0, y: 0, width, height }, theme.faint);
  } else {
    const gradient = diagonalGradient(artist, "backdrop-gradient", theme.deep, theme.strong);
    markup += rect({ x: 0, y: 0, width, height }, `url(#${gradient})`);
  }
  const shape = light ? theme.subtle : theme.surface;
  const opacity = light ? 1 : 0.07;
  markup += circle(
    width * random.between(0.82, 0.95),
    height * random.between(0, 0.12),
    height * 0.44,
    shape,
    { "fill-opacity": opacity },
  );
  markup += circle(
    width * random.between(0, 0.08),
    height * random.between(0.9, 1),
    height * 0.3,
    "none",
    {
      stroke: shape,
      "stroke-opacity": light ? 1 : 0.12,
      "stroke-width": height * 0.04,
    },
  );
  if (!light) return markup;
  const dotsX = width * random.between(0.02, 0.05);
  const dotsY = height * random.between(0.03, 0.06);
  for (let row = 0; row < 4; row += 1) {
    for (let column = 0; column < 6; column += 1) {
      markup += circle(dotsX + column * 18, dotsY + row * 18, 3, theme.soft);
    }
  }
  return markup;
}

/** `markup` drawn at `scale` with its origin at (x, y). */
function placed(markup: string, x: number, y: number, scale: number): string {
  return element("g", { transform: `translate(${x} ${y}) scale(${scale})` }, markup);
}

/** A feature image: the product window open on the feature, on the group's faint tint. */
export function featureArtwork(
  artist: Artist & { defs(): string },
  content: WindowContent,
): string {
  const { width, height } = ARTWORK_SIZES.feature;
  const x = (width - WINDOW_SIZE.width) / 2;
  return finish(
    artist,
    width,
    height,
    backdrop(artist, width, height, "light") + placed(productWindow(artist, content), x, 88, 1),
  );
}

/** The store picture: the app's tile and name above its product window, on its deep hue. */
export function pictureArtwork(
  artist: Artist & { defs(): string },
  content: WindowContent,
): string {
  const { width, height } = ARTWORK_SIZES.picture;
  const { theme } = artist;
  const nameStyle = { size: 64, weight: 700, tracking: -0.015 } as const;
  const name = artist.type.fit(content.appName, nameStyle, width - 360);
  const body =
    backdrop(artist, width, height, "deep") +
    rect({ x: 116, y: 84, width: 136, height: 136 }, theme.surface, 34, { "fill-opacity": 0.16 }) +
    appTile(artist, { initials: content.initials, x: 128, y: 96, size: 112 }) +
    text(artist, { content: name, style: nameStyle, x: 290, y: 176, fill: theme.onStrong }) +
    placed(productWindow(artist, content), 170, 290, 0.96);
  return finish(artist, width, height, body);
}

/** What the share image says beside the product window. */
export interface ShareText {
  appName: string;
  initials: string;
  shortDescription: string;
  /** The store group, shown as a chip, e.g. "Sales". */
  groupLabel: string;
  /** Monthly price in whole US dollars; 0 is free. */
  price: number;
  comingSoon: boolean;
  /** The Workcraft mark's "W" as path data in a 32 by 32 box. */
  brandMarkPath: string;
}

/** The share image of an app's page (1200 by 630): what it is, its price, and the product. */
export function shareArtwork(
  artist: Artist & { defs(): string },
  share: ShareText,
  content: WindowContent,
): string {
  const { width, height } = ARTWORK_SIZES.share;
  const { theme } = artist;
  const left = 72;
  const column = 500;
  let body = backdrop(artist, width, height, "deep");
  body += placed(productWindow(artist, content), 640, 150, 0.62);
  body += element(
    "g",
    { transform: `translate(${left} 60) scale(1.1)` },
    rect({ x: 0, y: 0, width: 32, height: 32 }, theme.surface, 7, { "fill-opacity": 0.16 }),
    element("path", { d: share.brandMarkPath, fill: theme.onStrong }),
  );
  body += text(artist, {
    content: "WORKCRAFT BUSINESS APP STORE",
    style: { size: 16, weight: 600, tracking: 0.08 },
    x: left + 50,
    y: 84,
    fill: theme.onStrong,
  });
  body += rect({ x: left - 8, y: 142, width: 100, height: 100 }, theme.surface, 26, {
    "fill-opacity": 0.16,
  });
  body += appTile(artist, { initials: share.initials, x: left, y: 150, size: 84 });
  const nameStyle = { size: 54, weight: 700, tracking: -0.015 } as const;
  const nameLines = artist.type.wrap(share.appName, nameStyle, column, 2);
  let y = 300;
  for (const line of nameLines) {
    body += text(artist, { content: line, style: nameStyle, x: left, y, fill: theme.onStrong });
    y += 62;
  }
  const descriptionStyle = { size: 24, weight: 400 } as const;
  y += 4;
  for (const line of artist.type.wrap(share.shortDescription, descriptionStyle, column, 3)) {
    body += text(artist, {
      content: line,
      style: descriptionStyle,
      x: left,
      y,
      fill: theme.subtle,
    });
    y += 34;
  }
  const chips = [
    share.groupLabel,
    share.comingSoon
      ? "Coming soon"
      : share.price === 0
        ? "Free"
        : `${formatMoney(toCents(share.price))} a month`,
  ];
  let x = left;
  for (const label of chips) {
    const drawn = chip(artist, {
      label,
      x,
      y: height - 90,
      colours: { fill: theme.surface, text: theme.deep },
      size: 18,
    });
    body += drawn.markup;
    x += drawn.width + 14;
  }
  return finish(artist, width, height, body);
}
