import { CATALOGUE_APPS } from "@workcraft/domain";
import { colour } from "@workcraft/tokens/palette";
import { beforeAll, describe, expect, it } from "vitest";
import { appArtworks, brandMarkOf, type Artwork } from "./appArtworks";
import { artGroups, mix, themeOfGroup } from "./artPalette";
import { appInitials } from "./appTile";
import { loadInter, type Typeface } from "./interTypeface";
import { chooseScenes } from "./sceneChoice";

let type: Typeface;
const drawings = new Map<string, Artwork[]>();
beforeAll(async () => {
  type = await loadInter();
  for (const app of CATALOGUE_APPS) drawings.set(app.id, appArtworks(app, options()));
}, 120_000);

/** A stand-in for the Workcraft mark: a square in its 32 by 32 box. */
const testBrandMark = "M4 4h24v24H4z";

function options() {
  return { typeface: type, brandMark: testBrandMark };
}

/** Every colour an SVG paints with. */
function coloursOf(svg: string): Set<string> {
  return new Set(
    [...svg.matchAll(/(?:fill|stroke|stop-color)="(#[0-9a-f]{3,8})"/gi)].map((match) => match[1]!),
  );
}

describe("app drawings", () => {
  it("paint only with the palette's colours and the group tints mixed from them", () => {
    for (const app of CATALOGUE_APPS) {
      const theme = themeOfGroup(app.groups[0]);
      const allowed = new Set(
        Object.values(theme).flatMap((value) => (Array.isArray(value) ? value : [value])),
      );
      for (const artwork of drawings.get(app.id)!) {
        const outside = [...coloursOf(artwork.svg)].filter((value) => !allowed.has(value));
        expect(outside, `${app.id} ${artwork.name}`).toEqual([]);
      }
    }
  });

  it("give each store group its own hue from the palette", () => {
    const hues = artGroups.map((group) => themeOfGroup(group).strong);
    expect(new Set(hues).size).toBe(artGroups.length);
    expect(themeOfGroup("sales").strong).toBe(colour.success);
    expect(mix(colour.text, colour.surface, 0)).toBe(colour.text);
    expect(mix(colour.text, colour.surface, 1)).toBe(colour.surface);
  });

  it("set every text in Inter outlines, so no installed font is needed", () => {
    for (const artworks of drawings.values()) {
      for (const artwork of artworks) {
        expect(artwork.svg).not.toMatch(/<text[\s>]/);
        expect(artwork.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      }
    }
    expect(() => type.outline("Grüße ✓", { size: 16, weight: 400 }, 0, 0)).toThrow(
      'Inter has no glyph for "✓"',
    );
  });

  it("are the same byte for byte every time they are drawn", () => {
    const app = CATALOGUE_APPS.find((candidate) => candidate.id === "invoicing")!;
    expect(appArtworks(app, options())).toEqual(drawings.get("invoicing"));
  });

  it("differ from app to app and from feature to feature", () => {
    const all = [...drawings.values()].flat();
    expect(all).toHaveLength(CATALOGUE_APPS.length * 6);
    expect(new Set(all.map((artwork) => artwork.svg)).size).toBe(all.length);
    const initials = CATALOGUE_APPS.map((app) => `${app.groups[0]}:${appInitials(app.name)}`);
    expect(new Set(initials).size).toBe(CATALOGUE_APPS.length);
    for (const app of CATALOGUE_APPS) {
      expect(new Set(chooseScenes(app.features)).size, app.id).toBe(app.features.length);
    }
  });

  it("show the screen a feature's words call for", () => {
    const scenes = (id: string) =>
      chooseScenes(CATALOGUE_APPS.find((app) => app.id === id)!.features);
    expect(scenes("deal-flow")[0]).toBe("board");
    expect(scenes("invoicing")[0]).toBe("document");
    expect(scenes("dashboards")[0]).toBe("dashboard");
    expect(scenes("media-cloud")[0]).toBe("files");
    expect(scenes("project-updates")[0]).toBe("conversation");
  });

  it("draw the Workcraft mark from the favicon's path", () => {
    const favicon =
      '<svg viewBox="0 0 32 32"><rect width="32" height="32"/><path fill="#fff" d="M6 9l4 14z"/></svg>';
    expect(brandMarkOf(favicon)).toBe("M6 9l4 14z");
    expect(() => brandMarkOf("<svg/>")).toThrow("The favicon has no path");
    const share = drawings.get("invoicing")!.find((artwork) => artwork.name === "share")!;
    expect(share.svg).toContain(`d="${testBrandMark}"`);
  });

  it("letter each tile with an acronym or the initials of the app's name", () => {
    expect(appInitials("Deal Flow")).toBe("DF");
    expect(appInitials("API Integrations")).toBe("API");
    expect(appInitials("VC Contact Management")).toBe("VC");
    expect(appInitials("Fundraising for Funds")).toBe("FF");
    expect(appInitials("Kanban")).toBe("Ka");
    expect(appInitials("To-Do Lists")).toBe("TD");
  });
});
