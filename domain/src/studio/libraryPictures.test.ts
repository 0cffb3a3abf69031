import { describe, expect, it } from "vitest";
import {
  MISSING_LIBRARY_PICTURE,
  libraryPictureProblems,
  namedLibraryPictures,
} from "./libraryPictures";

const HASH_A = "a".repeat(64);
const HASH_B = "b".repeat(64);

const page = {
  meta: { title: "Fleet", description: "Fleets." },
  blocks: [
    {
      type: "Hero",
      props: { image: { name: `library/${HASH_A}`, alt: "A", width: 1600, height: 1000 } },
    },
    { type: "FeatureBlock", props: { image: { name: "deal-flow/feature-1", alt: "B" } } },
    { type: "FeatureGrid", props: { items: [{ image: { name: `library/${HASH_B}`, alt: "C" } }] } },
  ],
};

describe("the library pictures a page names", () => {
  it("are found wherever they are, and catalogue pictures are not", () => {
    expect(namedLibraryPictures(page)).toEqual([
      { field: "blocks.0.props.image", hash: HASH_A, width: 1600, height: 1000 },
      { field: "blocks.2.props.items.0.image", hash: HASH_B, width: undefined, height: undefined },
    ]);
    expect(namedLibraryPictures({ blocks: [{ name: "library/not-a-hash" }] })).toEqual([]);
  });

  it("must be in the library, at its size", () => {
    const pictures = namedLibraryPictures(page);
    const library = new Map([
      [HASH_A, { width: 1600, height: 1000 }],
      [HASH_B, { width: 800, height: 600 }],
    ]);
    expect(libraryPictureProblems(pictures, library)).toEqual([
      {
        field: "blocks.2.props.items.0.image.width",
        message: "The picture is 800 pixels wide in the image library",
      },
      {
        field: "blocks.2.props.items.0.image.height",
        message: "The picture is 600 pixels high in the image library",
      },
    ]);
    expect(
      libraryPictureProblems(pictures, new Map([[HASH_B, { width: 800, height: 600 }]])),
    ).toContainEqual({
      field: "blocks.0.props.image.name",
      message: MISSING_LIBRARY_PICTURE,
    });
  });
});
