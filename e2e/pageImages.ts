import type { Page } from "playwright-core";

/**
 * Every image URL the loaded page references, absolute and without repeats: the `src` of each
 * `img`, and every candidate of each `img` and `source` `srcset` (lazy images included, as a
 * browser would fetch them on scrolling). Inline `data:` images are left out.
 */
export async function collectImageUrls(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() => {
    const found: string[] = [];
    const add = (value: string) => found.push(new URL(value, document.baseURI).href);
    for (const image of document.querySelectorAll("img[src]")) add(image.getAttribute("src")!);
    for (const element of document.querySelectorAll("img[srcset], source[srcset]")) {
      // The HTML rule: a URL runs to the next whitespace (trailing commas end the candidate);
      // its descriptors ("315w", "2x") run to the next comma.
      const srcset = element.getAttribute("srcset")!;
      let position = 0;
      while (position < srcset.length) {
        while (position < srcset.length && /[\s,]/.test(srcset[position]!)) position += 1;
        const start = position;
        while (position < srcset.length && !/\s/.test(srcset[position]!)) position += 1;
        let url = srcset.slice(start, position);
        if (url.endsWith(",")) {
          url = url.replace(/,+$/, "");
        } else {
          while (position < srcset.length && srcset[position] !== ",") position += 1;
        }
        if (url) add(url);
      }
    }
    return found;
  });
  return [...new Set(urls)].filter((url) => /^https?:/.test(url)).sort();
}
