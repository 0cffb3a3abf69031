import { CATALOGUE_APPS } from "@workcraft/domain";
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { appArtworks, type Artwork, type ArtworkName } from "./appArtworks";
import { loadInter } from "./interTypeface";
import { chooseScenes } from "./sceneChoice";
import { sceneKinds, type SceneKind } from "./scenes";

/**
 * The SHA-256 of drawings as the site shipped them before the generator became a package: one
 * feature image per scene, and one app's icon, store picture and share image. A change to how
 * anything is drawn changes them; a refactoring must not. Where a drawing is meant to change,
 * look at the new images (`npm run images -w @workcraft/site`) and then update the hashes.
 */
const fingerprints: ReadonlyArray<{
  app: string;
  artwork: ArtworkName;
  scene?: SceneKind;
  sha256: string;
}> = [
  {
    app: "kanban-board",
    artwork: "feature-1",
    scene: "board",
    sha256: "d889b8c1b7a93f3fe95186bebf4a56c3d228a2096eb4186c4c7622d26669ea39",
  },
  {
    app: "user-settings",
    artwork: "feature-2",
    scene: "table",
    sha256: "aae53f0e8ed282bfdcef9e2371c4cc0516e8f0a0df9370cb2ad7749e0fe022e9",
  },
  {
    app: "dashboards",
    artwork: "feature-1",
    scene: "dashboard",
    sha256: "f276edf17416747a6f751a4dbf798322d91f487cda66b0132ba3e9c0051ff3a3",
  },
  {
    app: "invoicing",
    artwork: "feature-1",
    scene: "document",
    sha256: "30feaf393802d6700a95153a15154d50759d959472ce190e79a1ad7c7b2da571",
  },
  {
    app: "project-updates",
    artwork: "feature-2",
    scene: "document",
    sha256: "cbf61cf2c5c52a2b64c13fd136b1fd6f47ecbd95e5ff72fa8f4a7af12f312acb",
  },
  {
    app: "api-integrations",
    artwork: "feature-2",
    scene: "conversation",
    sha256: "48417226ef40880e7c637975988d0948df578dda7bf359dde79f70599b7e7a31",
  },
  {
    app: "user-settings",
    artwork: "feature-1",
    scene: "settings",
    sha256: "c72502aa6d9f058da35a99e177c2b8e5d3e42cf54d3d0f214f761247cf294cdd",
  },
  {
    app: "media-cloud",
    artwork: "feature-1",
    scene: "files",
    sha256: "72f7d3e7cb26f3d69d2298ef94d5fc7cc717815986201bab5bd290f7ad06d0e8",
  },
  {
    app: "contact-management",
    artwork: "feature-2",
    scene: "timeline",
    sha256: "c6592555f99426d3e2f7ded9566bf5121f7d5cd57fda82a3254919d5aeb0be8c",
  },
  {
    app: "dashboards",
    artwork: "feature-2",
    scene: "report",
    sha256: "b38da9891a1a9b9cdda2b82033efd3edcdb608cac849584aad08889f5cb7b6f7",
  },
  {
    app: "dashboards",
    artwork: "feature-3",
    scene: "people",
    sha256: "1a317f13edba8ecb52720f630bdf06f94f82c90b60847e2ea57dd4d244ff667f",
  },
  {
    app: "invoicing",
    artwork: "icon",
    sha256: "dee0a5cf000d06379cba7e65d43ec9a758234d6ff43c78a42f891cb25843cfba",
  },
  {
    app: "invoicing",
    artwork: "picture",
    sha256: "4f57f59a5bef85679243bbedc955867063914ee8b799a8eb68b1982a9bc64051",
  },
  // Drawn with the stand-in mark below; the site's own favicon gives the shipped file.
  {
    app: "invoicing",
    artwork: "share",
    sha256: "7ff2a300ba72bf5ec5fcae84fbe405ac2bd6404f2a01fe8ea0cab6ce6731554c",
  },
];

/** A stand-in for the Workcraft mark: a square in its 32 by 32 box. */
const squareMark = "M4 4h24v24H4z";

const drawings = new Map<string, Artwork[]>();
beforeAll(async () => {
  const typeface = await loadInter();
  for (const id of new Set(fingerprints.map(({ app }) => app))) {
    const app = CATALOGUE_APPS.find((candidate) => candidate.id === id);
    if (!app) throw new Error(`No app ${id} in the catalogue`);
    drawings.set(id, appArtworks(app, { typeface, brandMark: squareMark }));
  }
}, 60_000);

describe("the drawings", () => {
  it("cover every scene among the fingerprinted feature images", () => {
    const scenes = fingerprints.flatMap(({ app, artwork, scene }) => {
      if (!scene) return [];
      const features = CATALOGUE_APPS.find((candidate) => candidate.id === app)!.features;
      const index = Number(artwork.replace("feature-", "")) - 1;
      expect(chooseScenes(features)[index], `${app} ${artwork}`).toBe(scene);
      return [scene];
    });
    expect(new Set(scenes).size).toBe(sceneKinds.length);
  });

  it.each(fingerprints)(
    "are byte for byte as shipped: $app $artwork",
    ({ app, artwork, sha256 }) => {
      const svg = drawings.get(app)!.find((drawing) => drawing.name === artwork)!.svg;
      expect(createHash("sha256").update(svg).digest("hex")).toBe(sha256);
    },
  );
});
