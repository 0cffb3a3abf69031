import { blockBackgrounds, type BlockBackground } from "@workcraft/design-system";
import { Fragment, type ReactNode } from "react";
import { expect } from "storybook/test";

/**
 * Every block background, darkest first: screenshots keep the top of the page, so the bands
 * that most need looking at (inverse, brand) are the ones in the picture.
 */
export const backgroundsDarkestFirst: readonly BlockBackground[] = [...blockBackgrounds].reverse();

/** One block on every block background, one band under another; axe checks each band. */
export function OnEveryBackground({
  renderBlock,
}: {
  /** Draws the block on a background; give each a distinct title, since it names a landmark. */
  renderBlock: (background: BlockBackground) => ReactNode;
}) {
  return (
    <div>
      {backgroundsDarkestFirst.map((background) => (
        <Fragment key={background}>{renderBlock(background)}</Fragment>
      ))}
    </div>
  );
}

/** Each band shows its own background, and its heading (or quote) takes the band's text colour. */
export async function expectEveryBackground(root: HTMLElement): Promise<void> {
  const bands = [...root.querySelectorAll<HTMLElement>("section[data-background]")];
  await expect(bands.map((band) => band.dataset.background)).toEqual(backgroundsDarkestFirst);
  for (const band of bands) {
    const heading = band.querySelector("h1, h2, h3, h4, blockquote")!;
    await expect(getComputedStyle(heading).color).toBe(getComputedStyle(band).color);
  }
  const colours = new Set(bands.map((band) => getComputedStyle(band).backgroundColor));
  await expect(colours.size).toBe(blockBackgrounds.length);
}
