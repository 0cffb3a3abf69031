import { CATALOGUE_APPS } from "@workcraft/domain";
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { appArtworks, type Artwork } from "./appArtworks";
import { loadInter } from "./interTypeface";
import { chooseScenes } from "./sceneChoice";
import { sceneKinds } from "./scenes";

/**
 * The SHA-256 of drawings as the site shipped them before the generator became a package, by
 * app and drawing: a feature image of every scene, and one app's icon, store picture and share
 * image (the share image drawn with the stand-in mark below, not the favicon's). A change to how
 * anything is drawn changes them; a refactoring must not. Where a drawing is meant to change,
 * look at the new images (`npm run images -w @workcraft/site`), then update the hashes.
 */
const fingerprints: Record<string, string> = {
  "kanban-board/feature-1": "d889b8c1b7a93f3fe95186bebf4a56c3d228a2096eb4186c4c7622d26669ea39", // board
  "user-settings/feature-2": "aae53f0e8ed282bfdcef9e2371c4cc0516e8f0a0df9370cb2ad7749e0fe022e9", // table
  "dashboards/feature-1": "f276edf17416747a6f751a4dbf798322d91f487cda66b0132ba3e9c0051ff3a3", // dashboard
  "invoicing/feature-1": "30feaf393802d6700a95153a15154d50759d959472ce190e79a1ad7c7b2da571", // document
  "project-updates/feature-2": "cbf61cf2c5c52a2b64c13fd136b1fd6f47ecbd95e5ff72fa8f4a7af12f312acb", // document
  "api-integrations/feature-2": "48417226ef40880e7c637975988d0948df578dda7bf359dde79f70599b7e7a31", // conversation
  "user-settings/feature-1": "c72502aa6d9f058da35a99e177c2b8e5d3e42cf54d3d0f214f761247cf294cdd", // settings
  "media-cloud/feature-1": "72f7d3e7cb26f3d69d2298ef94d5fc7cc717815986201bab5bd290f7ad06d0e8", // files
  "contact-management/feature-2":
    "c6592555f99426d3e2f7ded9566bf5121f7d5cd57fda82a3254919d5aeb0be8c", // timeline
  "dashboards/feature-2": "b38da9891a1a9b9cdda2b82033efd3edcdb608cac849584aad08889f5cb7b6f7", // report
  "dashboards/feature-3": "1a317f13edba8ecb52720f630bdf06f94f82c90b60847e2ea57dd4d244ff667f", // people
  "invoicing/icon": "dee0a5cf000d06379cba7e65d43ec9a758234d6ff43c78a42f891cb25843cfba",
  "invoicing/picture": "4f57f59a5bef85679243bbedc955867063914ee8b799a8eb68b1982a9bc64051",
  "invoicing/share": "7ff2a300ba72bf5ec5fcae84fbe405ac2bd6404f2a01fe8ea0cab6ce6731554c",
};

/** A stand-in for the Workcraft mark: a square in its 32 by 32 box. */
const squareMark = "M4 4h24v24H4z";

const appOf = (id: string) => {
  const app = CATALOGUE_APPS.find((candidate) => candidate.id === id);
  if (!app) throw new Error(`No app ${id} in the catalogue`);
  return app;
};
const drawings = new Map<string, Artwork>();
beforeAll(async () => {
  const typeface = await loadInter();
  for (const id of new Set(Object.keys(fingerprints).map((key) => key.split("/")[0]!))) {
    for (const artwork of appArtworks(appOf(id), { typeface, brandMark: squareMark })) {
      drawings.set(`${id}/${artwork.name}`, artwork);
    }
  }
}, 60_000);

describe("the drawings", () => {
  it("fingerprinted include a feature image of every scene", () => {
    const scenes = Object.keys(fingerprints).flatMap((key) => {
      const [id, artwork] = key.split("/") as [string, string];
      const feature = /^feature-(\d)$/.exec(artwork)?.[1];
      return feature ? [chooseScenes(appOf(id).features)[Number(feature) - 1]] : [];
    });
    expect(new Set(scenes)).toEqual(new Set(sceneKinds));
  });

  it.each(Object.entries(fingerprints))("are byte for byte as shipped: %s", (key, sha256) => {
    const svg = drawings.get(key)?.svg ?? "";
    expect(createHash("sha256").update(svg).digest("hex")).toBe(sha256);
  });
});
