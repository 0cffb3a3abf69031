/** A length or coordinate as SVG text: one decimal place is finer than any output pixel. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/** Text made safe for an XML attribute or element. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

type AttributeValue = string | number | undefined;

/** One element; numbers are rounded, undefined attributes left out, children joined. */
export function element(
  tag: string,
  attributes: Record<string, AttributeValue>,
  ...children: string[]
): string {
  const text = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(
      ([name, value]) => ` ${name}="${typeof value === "number" ? num(value) : escapeXml(value)}"`,
    )
    .join("");
  return children.length === 0
    ? `<${tag}${text}/>`
    : `<${tag}${text}>${children.join("")}</${tag}>`;
}

/** A rectangle area of the drawing. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A box shrunk by `inset` on every side (or by `[vertical, horizontal]`). */
export function insetBox(box: Box, inset: number | readonly [number, number]): Box {
  const [vertical, horizontal] = typeof inset === "number" ? [inset, inset] : inset;
  return {
    x: box.x + horizontal,
    y: box.y + vertical,
    width: box.width - 2 * horizontal,
    height: box.height - 2 * vertical,
  };
}

/** A filled rectangle, rounded by `radius`. */
export function rect(
  box: Box,
  fill: string,
  radius = 0,
  extra: Record<string, AttributeValue> = {},
): string {
  return element("rect", {
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
    rx: radius || undefined,
    fill,
    ...extra,
  });
}

/** A filled circle. */
export function circle(
  cx: number,
  cy: number,
  r: number,
  fill: string,
  extra: Record<string, AttributeValue> = {},
): string {
  return element("circle", { cx, cy, r, fill, ...extra });
}

/** A whole SVG document of `width` by `height` user units, drawn at that size in pixels. */
export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return element(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      width,
      height,
      viewBox: `0 0 ${num(width)} ${num(height)}`,
    },
    ...(defs ? [`<defs>${defs}</defs>`] : []),
    body,
  );
}
