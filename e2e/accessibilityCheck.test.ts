import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { accessibilityViolations, launchBrowserPerFile } from "./browser";

/*
 * The journeys' accessibility check itself, on pages written here: it looks inside a page's
 * frames (the Studio's preview is one), and a frame it could not look inside fails the check
 * instead of leaving the frame's findings out.
 */

const browser = launchBrowserPerFile();

/** A page whose only content is a frame holding `inside`. */
const framing = (inside: string) =>
  `<!doctype html><html lang="en"><head><title>Frame</title></head><body>` +
  `<iframe title="Preview" srcdoc="${inside.replaceAll('"', "&quot;")}"></iframe></body></html>`;

const framed = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Inside</title></head><body><main>${body}</main></body></html>`;

describe("the accessibility check", () => {
  it("finds what is wrong inside a frame, and takes the frame's heading as the page's", async () => {
    const page = await browser.newPage();
    await page.setContent(framing(framed(`<h1>Depots</h1><img src="data:,">`)));
    await page.frameLocator("iframe").getByRole("heading", { name: "Depots" }).waitFor();
    const found = await accessibilityViolations(page);
    expect(found.map((line) => line.split(":")[0])).toEqual(["image-alt"]);
    expect(found[0]).toContain("(iframe img)");
    await page.context().close();
  });

  it("fails, naming the frame, when the frame's window is running axe already", async () => {
    const page = await browser.newPage();
    await page.setContent(framing(framed(`<h1>Depots</h1>`)));
    const frame = page.frames()[1]!;
    await frame.addScriptTag({
      path: createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
    });
    // As the Studio's own check of its preview does: an axe of the frame's, mid-run, that stays.
    await frame.evaluate(() => {
      const running = (window as unknown as { axe: { _running: boolean } }).axe;
      running._running = true;
      Object.defineProperty(window, "axe", { get: () => running, set: () => undefined });
    });
    await expect(accessibilityViolations(page)).rejects.toThrow(
      "axe could not check inside iframe: check the page at rest",
    );
    await page.context().close();
  });
});
