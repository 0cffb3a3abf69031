import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";

/** The features a Chromium started with these flags has turned off, as chrome://version lists them. */
async function disabledFeatures(args: string[]): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  try {
    const page = await browser.newPage();
    await page.goto("chrome://version/?show-variations-cmd");
    const variations = await page.locator("#variations-cmd").innerText();
    return /--disable-features="([^"]*)"/u.exec(variations)?.[1]?.split(",") ?? [];
  } finally {
    await browser.close();
  }
}

describe("the browser every test drives", () => {
  it("turns off the address bar's pop-ups and keeps every feature Playwright turns off", async () => {
    const ours = chromiumArgs.filter((arg) => !arg.startsWith("--disable-features="));
    const playwrights = await disabledFeatures(ours);
    expect(playwrights).toContain("ThirdPartyStoragePartitioning");
    const disabled = await disabledFeatures(chromiumArgs);
    expect(disabled).toEqual(expect.arrayContaining([...playwrights, "WebUIOmniboxPopup"]));
    expect(disabled).toContain("WebUIOmniboxAimPopup");
  });

  it("opens a window without pages of its own beside the test's", async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      await (await browser.newContext()).newPage();
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = await session.send("Target.getTargets");
      expect(targetInfos.map((target) => `${target.type} ${target.url}`)).toEqual([
        "page about:blank",
      ]);
    } finally {
      await browser.close();
    }
  });
});
