import { afterEach as checkAccessibility } from "@storybook/addon-a11y/preview";
import type { StoryContext } from "@storybook/react-vite";
import type { ComposedStoryFn } from "storybook/internal/types";
import { afterEach, expect, type TestContext } from "vitest";
import { page } from "vitest/browser";

/**
 * Visual regression: after each story's play test and axe check, the page as it stands is
 * compared pixel by pixel with the baseline in stories/__visual__/. A difference fails the
 * test and writes the actual and diff images to .vitest-attachments/. Update baselines with
 * `npm run test:visual:update`.
 *
 * Stories whose layout changes with width are then seen at a phone's width too: checked with
 * axe again and compared with a second baseline, `<Story>.phone.png`.
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

/** The phone of .storybook/preview.tsx. */
const PHONE = { width: 390, height: 844 };

/**
 * Stories of the components and blocks whose layout changes with width: navigation,
 * marketing, commerce and forms components, every block and every whole page.
 */
const WIDTH_DEPENDENT =
  /^stories\/(design-system\/(navigation|marketing|commerce|forms)|blocks|pages)\//;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** After a resize: the new layout drawn, its fonts loaded and its images' chosen files shown. */
async function settledLayout() {
  await nextFrame();
  await nextFrame();
  await document.fonts.ready;
  await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  await nextFrame();
}

/**
 * The tallest frame a picture may take: the test page's own viewport (vitest.config.ts), so
 * the frame is never scaled down to fit (a scaled frame anti-aliases differently each run).
 */
const TALLEST_FRAME = 11_500;

/**
 * The whole story in one picture: a story taller than its viewport (a whole page, a long
 * block at a phone's width) gets a frame as tall as its document for the screenshot, so what
 * lies below the first screen is compared too, not left white. Afterwards the frame is
 * put back to the viewport the story ran at.
 */
async function expectPicture(name: string) {
  const frame = { width: window.innerWidth, height: window.innerHeight };
  const whole = document.documentElement.scrollHeight;
  if (whole > TALLEST_FRAME) {
    throw new Error(
      `The story is ${whole} px tall at ${frame.width} px wide; pictures stop at ${TALLEST_FRAME} px. Split the story.`,
    );
  }
  const grow = whole > frame.height;
  if (grow) {
    await page.viewport(frame.width, whole);
    await settledLayout();
  }
  try {
    const allowedMismatchedPixels = EDGE_NOISE_PIXELS + Math.round(responsiveImageArea() * 0.02);
    await expect
      .element(page.elementLocator(document.body))
      .toMatchScreenshot(name, { comparatorOptions: { allowedMismatchedPixels } });
  } finally {
    if (grow) await page.viewport(frame.width, frame.height);
  }
}

/** Storybook's test of a story leaves the story it ran on the test's context. */
type StoryTestContext = TestContext & { story?: ComposedStoryFn };

afterEach(async (context: StoryTestContext) => {
  if (!stableFrame.isConnected) document.head.append(stableFrame);
  await document.fonts.ready;
  await expectPicture("story");

  const { story } = context;
  const alreadyPhone = window.innerWidth === PHONE.width && window.innerHeight === PHONE.height;
  if (!story || alreadyPhone || !WIDTH_DEPENDENT.test(context.task.file.name)) return;
  const desktop = { width: window.innerWidth, height: window.innerHeight };
  const scrolled = { left: window.scrollX, top: window.scrollY };
  await page.viewport(PHONE.width, PHONE.height);
  try {
    // The phone's first screen: where the desktop was scrolled to means nothing at this width.
    window.scrollTo({ left: 0, top: 0, behavior: "instant" });
    await settledLayout();
    // What shows only on phones (the Header's menu button, stacked columns) meets axe too.
    const { id, parameters, globals, reporting } = story;
    await checkAccessibility({
      id,
      parameters,
      globals,
      reporting,
      viewMode: "story",
    } as StoryContext);
    await expectPicture("story-phone");
  } finally {
    await page.viewport(desktop.width, desktop.height);
    window.scrollTo({ ...scrolled, behavior: "instant" });
  }
});
