/** A colour as the browser computes it, `rgb(r, g, b)`, in the `#rrggbb` form of the palette. */
export function hexOf(computed: string): string {
  const channels = /^rgba?\((\d+), (\d+), (\d+)/.exec(computed);
  if (!channels) throw new Error(`Expected an rgb() colour, got ${computed}`);
  return `#${channels
    .slice(1, 4)
    .map((channel) => Number(channel).toString(16).padStart(2, "0"))
    .join("")}`;
}
