import { imageVariantWidths, type ImageVariant } from "@workcraft/design-system/image-variants";
import { CATALOGUE_APPS, appShareImageUrl, type CatalogueApp } from "@workcraft/domain";
import { mkdtempSync, rmSync, writeFileSync, mkdirSync, unlinkSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appImagePath,
  catalogueImageFiles,
  generateAppImages,
  type GenerateReport,
} from "./appImages";

/** Every value of a field named `…Url` in `value`, however deep (features and their variants). */
function urlFields(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(urlFields);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) =>
    typeof field === "string" ? (key.endsWith("Url") ? [field] : []) : urlFields(field),
  );
}

/** Every image URL an app's catalogue entry names: icon, picture, feature images, share image. */
function urlsNamedBy(app: CatalogueApp): string[] {
  return [app.imageUrl!, app.imageUrlV2!, appShareImageUrl(app.id), ...urlFields(app.features)];
}

/** What a file at `url` must be, worked out from the URL alone. */
function expectedImage(url: string): { format: string; width: number; height: number } {
  const format = url.endsWith(".svg") ? "svg" : url.endsWith(".webp") ? "webp" : "jpeg";
  if (url.endsWith("/icon.svg")) return { format, width: 64, height: 64 };
  if (url.endsWith("/picture.jpg")) return { format, width: 960, height: 600 };
  if (url.endsWith("/share.jpg")) return { format, width: 1200, height: 630 };
  // Variants are named by size; the design system says each size's width. Full size is xl's.
  const variant = /\/feature-\d-(xs|sm|md|lg|xl)\.(jpg|webp)$/.exec(url);
  const width = imageVariantWidths[`${variant?.[1] ?? "xl"}Img` as ImageVariant];
  if (!variant && !/\/feature-\d\.(jpg|webp)$/.test(url)) throw new Error(`Unexpected URL ${url}`);
  return { format, width, height: Math.round((width * 10) / 16) };
}

describe("the catalogue's app images", () => {
  let report: GenerateReport;
  beforeAll(async () => {
    // Incremental: draws only what is missing or changed since the last build.
    report = await generateAppImages();
  }, 600_000);

  it("are planned for exactly the URLs the catalogue names", () => {
    const named = CATALOGUE_APPS.flatMap(urlsNamedBy);
    expect(named).toHaveLength(CATALOGUE_APPS.length * 39);
    expect(new Set(catalogueImageFiles().map((file) => file.url))).toEqual(new Set(named));
    expect(report.files).toBe(named.length);
  });

  it("exist for every URL with the format and size the URL asks for", async () => {
    const problems: string[] = [];
    for (const url of CATALOGUE_APPS.flatMap(urlsNamedBy)) {
      const expected = expectedImage(url);
      const metadata = await sharp(appImagePath(url)).metadata();
      const actual = { format: metadata.format, width: metadata.width, height: metadata.height };
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        problems.push(`${url}: ${JSON.stringify(actual)} instead of ${JSON.stringify(expected)}`);
      }
      if (expected.format === "jpeg" && !metadata.isProgressive) {
        problems.push(`${url}: not progressive`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("generating app images", () => {
  const folder = mkdtempSync(join(tmpdir(), "workcraft-app-images-"));
  const publicDir = join(folder, "public");
  const manifestFile = join(folder, "manifest.json");
  const apps = [CATALOGUE_APPS.find((app) => app.id === "deal-flow")!];
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("draws every file once, then only what is missing, and removes files no app names", async () => {
    const first = await generateAppImages({ publicDir, manifestFile, apps });
    expect(first).toMatchObject({ files: 39, written: 39, unchanged: 0, removed: 0 });
    expect(first.bytes).toBeGreaterThan(0);

    const second = await generateAppImages({ publicDir, manifestFile, apps });
    expect(second).toMatchObject({ files: 39, written: 0, unchanged: 39, removed: 0 });
    expect(second.bytes).toBe(first.bytes);

    unlinkSync(appImagePath("/images/apps/deal-flow/feature-2-sm.webp", publicDir));
    mkdirSync(join(publicDir, "images/apps/retired-app"), { recursive: true });
    writeFileSync(join(publicDir, "images/apps/retired-app/icon.svg"), "<svg/>");
    const third = await generateAppImages({ publicDir, manifestFile, apps });
    expect(third).toMatchObject({ files: 39, written: 1, unchanged: 38, removed: 1 });
    expect(existsSync(join(publicDir, "images/apps/retired-app"))).toBe(false);
    expect(existsSync(appImagePath("/images/apps/deal-flow/feature-2-sm.webp", publicDir))).toBe(
      true,
    );
  }, 120_000);
});
