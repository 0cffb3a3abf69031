import { describe, expect, it } from "vitest";
import { CATALOGUE_APPS, appShareImageUrl } from "../data";
import { pageMetaSchema } from "./pageMetaSchema";
import { SHARE_IMAGE_MESSAGE, isShareImage } from "./shareImage";

const app = CATALOGUE_APPS[0]!;
const HASH = "0123456789abcdef".repeat(4);

/** Pictures the site serves, or another site does over HTTPS: what a share card can show. */
const taken = [
  appShareImageUrl(app.id),
  app.imageUrlV2!,
  app.features[0]!.imageUrl,
  `/api/v2/images/${HASH}-1240.jpg`,
  `/api/v2/images/${HASH}-315.jpg`,
  "https://cdn.example.com/cards/pricing.png",
];

/** Any other string: no picture, a picture the site does not have, script, another scheme. */
const refused = [
  "",
  " ",
  "pricing.png",
  "/share/nothing-here.png",
  "/images/apps/No_Such_App/share.jpg",
  `/images/apps/${app.id}/feature-0.jpg`,
  `/images/apps/${app.id}/icon.svg`,
  `/images/apps/${app.id}/../../share.jpg`,
  `/images/apps/${app.id}/share.webp`,
  `/api/v2/images/${HASH}-1240.webp`,
  `/api/v2/images/${HASH}-1000.jpg`,
  `/api/v2/images/${HASH.slice(1)}-1240.jpg`,
  "http://cdn.example.com/card.png",
  "https://",
  "//cdn.example.com/card.png",
  "/\\cdn.example.com/card.png",
  "javascript:alert(1)",
  "data:image/png;base64,iVBORw0KGgo=",
  "https://cdn.example.com/a card.png",
];

describe("a page's share image", () => {
  it.each(taken)("may be %j", (value) => {
    expect(isShareImage(value)).toBe(true);
    expect(
      pageMetaSchema.safeParse({ title: "T", description: "D", shareImg: value }).success,
    ).toBe(true);
  });

  it.each(refused)("may not be %j, and the meta's field says what it may be", (value) => {
    expect(isShareImage(value)).toBe(false);
    const result = pageMetaSchema.safeParse({ title: "T", description: "D", shareImg: value });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ["shareImg"], message: SHARE_IMAGE_MESSAGE },
    ]);
  });
});
