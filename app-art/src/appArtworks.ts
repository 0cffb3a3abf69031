import type { CatalogueApp } from "@workcraft/domain";
import { themeOfGroup } from "./artPalette";
import { appInitials } from "./appTile";
import {
  ARTWORK_SIZES,
  featureArtwork,
  iconArtwork,
  pictureArtwork,
  shareArtwork,
} from "./compositions";
import { createArtist } from "./drawing";
import type { Typeface } from "./interTypeface";
import type { WindowContent } from "./productWindow";
import { chooseScenes } from "./sceneChoice";
import { wordsOfGroup } from "./sceneWords";
import { hashText, seededRandom } from "./seededRandom";

/** Which drawing of an app: its icon, its store picture, feature 1–3 or its share image. */
export type ArtworkName = "icon" | "picture" | "share" | `feature-${number}`;

/** One drawing of an app, as SVG at its natural size. */
export interface Artwork {
  name: ArtworkName;
  svg: string;
  width: number;
  height: number;
}

/**
 * The Workcraft mark's "W" as path data, read from the site's favicon (its first path), so the
 * mark has one source.
 */
export function brandMarkOf(faviconSvg: string): string {
  const path = /<path[^>]*\sd="([^"]+)"/.exec(faviconSvg)?.[1];
  if (!path) throw new Error("The favicon has no path for the Workcraft mark");
  return path;
}

/** What every drawing of an app is drawn with, besides the app's catalogue entry. */
export interface ArtworkOptions {
  /** Inter, loaded once by {@link loadInter}. */
  typeface: Typeface;
  /** The Workcraft mark's "W" as path data in a 32 by 32 box ({@link brandMarkOf}). */
  brandMark: string;
}

/** The document a document scene of this app shows, named after what the app keeps. */
function documentTitleOf(app: CatalogueApp): string {
  const name = app.name.toLowerCase();
  const titles: ReadonlyArray<[RegExp, string]> = [
    [/invoic|portal/, "Invoice"],
    [/quote/, "Quote"],
    [/purchase|vendor/, "Purchase order"],
    [/credit/, "Credit note"],
    [/bill/, "Bill"],
    [/payment/, "Receipt"],
    [/shipment|warehouse|inventory|ndc/, "Packing slip"],
    [/return/, "Return"],
    [/rebate/, "Rebate claim"],
    [/chargeback/, "Chargeback claim"],
    [/price|group purchasing/, "Contract"],
  ];
  return (
    titles.find(([pattern]) => pattern.test(name))?.[1] ?? wordsOfGroup(app.groups[0]).documentTitle
  );
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Every drawing of one app, composed from its catalogue entry alone: the same entry always
 * gives the same SVG, byte for byte.
 */
export function appArtworks(app: CatalogueApp, { typeface, brandMark }: ArtworkOptions): Artwork[] {
  const group = app.groups[0];
  const theme = themeOfGroup(group);
  const words = wordsOfGroup(group);
  const initials = appInitials(app.name);
  const scenes = chooseScenes(app.features);
  const sidebar = hashText(app.id) % 3 === 0 ? "tinted" : "light";
  const artist = (name: string) => createArtist(theme, typeface, seededRandom(`${app.id}/${name}`));
  const windowContent = (heading: string, index: number): WindowContent => ({
    appName: app.name,
    initials,
    heading,
    activeEntry: index,
    sidebar,
    scene: scenes[index] ?? "table",
    words,
    documentTitle: documentTitleOf(app),
  });
  const overview = windowContent(app.features[0]?.title ?? app.name, 0);

  const artworks: Artwork[] = [
    { name: "icon", svg: iconArtwork(artist("icon"), initials), ...ARTWORK_SIZES.icon },
    {
      name: "picture",
      svg: pictureArtwork(artist("picture"), { ...overview, heading: "Overview" }),
      ...ARTWORK_SIZES.picture,
    },
    {
      name: "share",
      svg: shareArtwork(
        artist("share"),
        {
          appName: app.name,
          initials,
          shortDescription: app.shortDescription,
          groupLabel: capitalise(group ?? "core"),
          price: app.price,
          comingSoon: app.comingSoon,
          brandMarkPath: brandMark,
        },
        overview,
      ),
      ...ARTWORK_SIZES.share,
    },
  ];
  app.features.forEach((feature, index) => {
    artworks.push({
      name: `feature-${index + 1}`,
      svg: featureArtwork(artist(`feature-${index + 1}`), windowContent(feature.title, index)),
      ...ARTWORK_SIZES.feature,
    });
  });
  return artworks;
}
