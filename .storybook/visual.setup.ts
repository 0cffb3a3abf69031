import { afterEach, expect } from "vitest";
import { page } from "vitest/browser";

/**
 * Visual regression: after each story's play test and axe check, the page as it stands is
 * compared pixel by pixel with the baseline in stories/__visual__/. A difference fails the
 * test and writes the actual and diff images to .vitest-attachments/. Update baselines with
 * `npm run test:visual:update`.
 */
const stableFrame = document.createElement("style");
// Portals (dialogs, toasts) sit in body: it covers the viewport so they are in the picture.
// Scrollbars take no room, so the layout width never depends on whether one shows.
stableFrame.textContent =
  "html { scrollbar-width: none; } body { min-height: 100vh; box-sizing: border-box; }";

/** Edge anti-aliasing that Chromium may draw differently from run to run. */
const EDGE_NOISE_PIXELS = 64;

/**
 * Chromium picks a srcset candidate it already holds in cache over the one the layout asks
 * for, so which file a responsive image shows depends on the stories that ran before it.
 * Resampling moves edges inside the image by a pixel: 2% of the area of such images may differ.
 */
function responsiveImageArea(): number {
  let area = 0;
  for (const image of document.querySelectorAll<HTMLImageElement>("img[srcset], picture img")) {
    const box = image.getBoundingClientRect();
    area += box.width * box.height;
  }
  return area;
}

afterEach(async () => {
  if (!stableFrame.isConnected) document.head.append(stableFrame);
  await document.fonts.ready;
  const allowedMismatchedPixels = EDGE_NOISE_PIXELS + Math.round(responsiveImageArea() * 0.02);
  await expect
    .element(page.elementLocator(document.body))
    .toMatchScreenshot("story", { comparatorOptions: { allowedMismatchedPixels } });
});
