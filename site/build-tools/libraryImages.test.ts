import { imageVariantWidths } from "@workcraft/design-system/image-variants";
import { LIBRARY_IMAGE_ENCODING, LIBRARY_IMAGE_WIDTHS } from "@workcraft/domain/rules";
import { describe, expect, it } from "vitest";
import { APP_IMAGE_ENCODING } from "./appImages";

/*
 * The Studio's image library makes its files on the API's side, which may import neither the
 * design system nor the site: the domain writes the widths and encoding again, held equal here.
 */
describe("the Studio's image library", () => {
  it("makes each picture's files in the catalogue's five widths, encoded as the catalogue's", () => {
    expect(LIBRARY_IMAGE_WIDTHS).toEqual(imageVariantWidths);
    expect(Object.keys(LIBRARY_IMAGE_WIDTHS)).toEqual(Object.keys(imageVariantWidths));
    expect(LIBRARY_IMAGE_ENCODING).toEqual(APP_IMAGE_ENCODING);
  });
});
