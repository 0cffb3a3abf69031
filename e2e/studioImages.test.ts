import { LIBRARY_IMAGE_TYPE_MESSAGE, LIBRARY_IMAGE_WIDTHS } from "@workcraft/domain/rules";
import { createHash } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accessibilityViolations } from "./browser";
import { pngPicture } from "./pngPicture";
import { dataOf, editorAtRest, startPage, studioSitePerFile } from "./studioSite";
import { callFromTab } from "./tabRequests";

/*
 * The Studio's image library in the editor, against a server of its own: a picture uploaded in
 * a block's picture field is chosen there, published, and shown to a signed-out visitor from
 * `/api/v2/images/` in its five widths; a file that is no picture is refused in the API's words.
 */

const GIA = "gia@studio.example";
const HAL = "hal@studio.example";

const studio = studioSitePerFile([
  { email: GIA, role: "publisher", name: "Gia" },
  { email: HAL, role: "editor", name: "Hal" },
]);

const WIDTHS = Object.values(LIBRARY_IMAGE_WIDTHS);

/** Opens the fields of the starter's Feature with picture block, and its library's side. */
async function openLibrary(page: Page): Promise<void> {
  await page.frameLocator("iframe").locator('[data-puck-component="FeatureBlock-3"]').click();
  await page
    .getByRole("radio", { name: /^The library/u })
    .filter({ visible: true })
    .check();
}

/** The library's pictures, as the API lists them to a signed-in person. */
async function libraryNames(page: Page): Promise<string[]> {
  const { images } = await dataOf<{ images: { name: string }[] }>(
    await callFromTab(page, "/api/v2/studio/images/list"),
  );
  return images.map((image) => image.name);
}

describe("the Studio's image library in the editor", () => {
  it("uploads a picture into a block, publishes it, and shows it to a signed-out visitor in five widths", async () => {
    const gia = await studio.signedIn(GIA);
    await startPage(gia, "/use-case/depot-pictures", "Pictures of depots");
    const publish = gia.getByRole("button", { name: "Publish" });
    await expect.poll(() => publish.isEnabled()).toBe(true);
    await openLibrary(gia);
    await gia
      .getByText("The library has no picture yet: upload one.")
      .filter({ visible: true })
      .waitFor();

    const png = pngPicture(1600, 1000);
    const hash = createHash("sha256").update(png).digest("hex");
    await gia
      .getByLabel("Upload a picture")
      .filter({ visible: true })
      .setInputFiles({ name: "depot-team.png", mimeType: "image/png", buffer: png });
    await gia.getByText('Uploaded "depot-team" and chose it.').filter({ visible: true }).waitFor();
    const tile = gia.getByRole("radio", { name: /^depot-team/u }).filter({ visible: true });
    expect(await tile.isChecked()).toBe(true);
    await gia
      .getByText('Chosen: "depot-team" from the library, 1600 × 1000 pixels')
      .filter({ visible: true })
      .waitFor();

    // The draft's block names the picture with its size, and the preview shows its files.
    const alt = "Four people of the depot team around a planning board";
    await gia
      .getByRole("textbox", { name: /^Alt text/u })
      .filter({ visible: true })
      .fill(alt);
    const inPreview = gia.frameLocator("iframe").getByRole("img", { name: alt });
    await expect
      .poll(() => inPreview.getAttribute("srcset"))
      .toContain(`/api/v2/images/${hash}-315.jpg 315w`);
    await editorAtRest(gia);
    expect(await accessibilityViolations(gia)).toEqual([]);

    await gia.getByText(/^Draft saved at/u).waitFor();
    await expect.poll(() => publish.isEnabled()).toBe(true);
    await publish.click();
    await gia.getByText("Version 1 is live at").waitFor();
    await gia.context().close();

    const visitor = await studio.newVisitor();
    const served = await visitor.goto("/use-case/depot-pictures");
    expect(served?.status()).toBe(200);
    const img = visitor.getByRole("img", { name: alt });
    const srcsetOf = (format: "webp" | "jpg") =>
      WIDTHS.map((width) => `/api/v2/images/${hash}-${width}.${format} ${width}w`).join(", ");
    expect(await img.getAttribute("srcset")).toBe(srcsetOf("jpg"));
    expect(await img.getAttribute("src")).toBe(`/api/v2/images/${hash}-725.jpg`);
    expect(await img.getAttribute("width")).toBe("1600");
    expect(await img.getAttribute("height")).toBe("1000");
    const webp = visitor.locator("picture", { has: img }).locator('source[type="image/webp"]');
    expect(await webp.getAttribute("srcset")).toBe(srcsetOf("webp"));
    expect(await webp.getAttribute("sizes")).toBe(await img.getAttribute("sizes"));

    // The browser loads one of them (WebP) with no cookie at all.
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((node: HTMLImageElement) => node.naturalWidth))
      .toBeGreaterThan(0);
    expect(await img.evaluate((node: HTMLImageElement) => node.currentSrc)).toMatch(
      new RegExp(`/api/v2/images/${hash}-\\d+\\.webp$`, "u"),
    );
    expect(await accessibilityViolations(visitor)).toEqual([]);

    for (const width of WIDTHS) {
      for (const [format, type] of [
        ["webp", "image/webp"],
        ["jpg", "image/jpeg"],
      ] as const) {
        const file = await callFromTab(visitor, `/api/v2/images/${hash}-${width}.${format}`);
        expect(file.status(), `${width}.${format}`).toBe(200);
        expect(file.headers()["content-type"]).toBe(type);
        expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      }
    }
    await visitor.context().close();
  });

  it("says the API's reason for a file that is no picture, whatever its name, and adds nothing", async () => {
    const hal = await studio.signedIn(HAL);
    await startPage(hal, "/use-case/fake-pictures", "Fake pictures");
    await openLibrary(hal);
    const before = await libraryNames(hal);
    const chosen = hal.getByText(/^Chosen: /u).filter({ visible: true });
    const chosenBefore = await chosen.textContent();

    await hal
      .getByLabel("Upload a picture")
      .filter({ visible: true })
      .setInputFiles({
        name: "fake.png",
        mimeType: "image/png",
        buffer: Buffer.from("This is a text file, not a picture.\n"),
      });
    await hal.getByText(LIBRARY_IMAGE_TYPE_MESSAGE).filter({ visible: true }).waitFor();
    expect(await libraryNames(hal)).toEqual(before);
    expect(await chosen.textContent()).toBe(chosenBefore);
    expect(await hal.getByRole("radio", { name: /^fake/u }).count()).toBe(0);
    await editorAtRest(hal);
    expect(await accessibilityViolations(hal)).toEqual([]);
    await hal.context().close();
  });
});
