import type { LibraryImage } from "@workcraft/domain/schemas";
import { describe, expect, it } from "vitest";
import { imageSchema } from "../../blockFields/imageField";
import { filterChoices } from "./catalogueChoices";
import {
  imageSourceOf,
  libraryImageChoices,
  libraryImageValue,
  libraryThumbnailOf,
  withUploadedImages,
} from "./libraryChoices";

/** A picture of the library as `studio/images/list` answers it, with what the choices read. */
function libraryImage(digit: string, name: string, width = 1600, height = 900): LibraryImage {
  const hash = digit.repeat(64);
  return {
    hash,
    reference: `library/${hash}`,
    name,
    width,
    height,
    thumbnailUrl: `/api/v2/images/${hash}-315.webp`,
  } as LibraryImage;
}

const team = libraryImage("a", "Team at the depot");
const board = libraryImage("b", "Board on the wall", 800, 1200);

describe("the library's pictures as the picture field offers them", () => {
  it("tell the source of a picture by its name", () => {
    expect(imageSourceOf(team.reference)).toBe("library");
    expect(imageSourceOf("kanban-board/feature-1")).toBe("catalogue");
    expect(imageSourceOf(undefined)).toBe("catalogue");
    expect(imageSourceOf("library/not-a-hash")).toBe("catalogue");
  });

  it("are choices by library/<hash>, named as uploaded, with their size and their 315-pixel WebP", () => {
    expect(libraryImageChoices([team, board])).toEqual([
      {
        value: team.reference,
        label: "Team at the depot",
        detail: "1600 × 900 pixels",
        thumbnail: `/api/v2/images/${team.hash}-315.webp`,
        width: 1600,
        height: 900,
      },
      expect.objectContaining({ value: board.reference, detail: "800 × 1200 pixels" }),
    ]);
  });

  it("are found by the words of their names", () => {
    const choices = libraryImageChoices([team, board]);
    expect(filterChoices(choices, "depot").map((choice) => choice.label)).toEqual([
      "Team at the depot",
    ]);
    expect(filterChoices(choices, "WALL board").map((choice) => choice.label)).toEqual([
      "Board on the wall",
    ]);
  });

  it("give a block a value its schema takes: the name, the alt text and the size", () => {
    const [choice] = libraryImageChoices([team]);
    const value = libraryImageValue(choice!, "Four people around a board");
    expect(value).toEqual({
      name: team.reference,
      alt: "Four people around a board",
      width: 1600,
      height: 900,
    });
    expect(imageSchema.safeParse(value).success).toBe(true);
  });

  it("put the pictures uploaded here first, each once", () => {
    expect(withUploadedImages([board], [team, board]).map((image) => image.name)).toEqual([
      "Board on the wall",
      "Team at the depot",
    ]);
    expect(withUploadedImages([], [team])).toEqual([team]);
  });

  it("find a library picture's thumbnail from its name alone", () => {
    expect(libraryThumbnailOf(team.reference)).toBe(`/api/v2/images/${team.hash}-315.webp`);
    expect(libraryThumbnailOf("kanban-board/feature-1")).toBeUndefined();
  });
});
