import { libraryImageHashOf } from "./libraryImages";

/*
 * A page may name pictures of the Studio's library (`{ name: "library/<hash>", width, height }`).
 * Its schema checks their shape; these rules check them against the library itself, when the
 * page is published: the picture is there, at the size the page gives it.
 */

/** A library picture a page names: where (`blocks.2.props.image`), which, and the size given. */
export interface NamedLibraryPicture {
  field: string;
  hash: string;
  width: unknown;
  height: unknown;
}

/** A picture of the library as publishing reads it: its size in pixels. */
export interface LibraryPictureSize {
  width: number;
  height: number;
}

/** A problem of a page, under its field, in the words the Studio shows. */
export interface LibraryPictureProblem {
  field: string;
  message: string;
}

/** Every library picture `document` names, wherever it is, in document order. */
export function namedLibraryPictures(document: unknown): NamedLibraryPicture[] {
  const found: NamedLibraryPicture[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, String(index)]));
    } else if (value !== null && typeof value === "object") {
      const record = value as Record<string, unknown>;
      const hash = typeof record.name === "string" ? libraryImageHashOf(record.name) : undefined;
      if (hash)
        found.push({ field: path.join("."), hash, width: record.width, height: record.height });
      for (const [key, item] of Object.entries(record)) walk(item, [...path, key]);
    }
  };
  walk(document, []);
  return found;
}

/** The message of a picture the library does not have. */
export const MISSING_LIBRARY_PICTURE =
  "This picture is not in the image library: upload it again or choose another";

/**
 * What is wrong with the library pictures a page names, given the library's sizes of them: a
 * picture it does not have, or a width or height other than the library's.
 */
export function libraryPictureProblems(
  pictures: readonly NamedLibraryPicture[],
  library: ReadonlyMap<string, LibraryPictureSize>,
): LibraryPictureProblem[] {
  return pictures.flatMap(({ field, hash, width, height }) => {
    const size = library.get(hash);
    if (!size) return [{ field: `${field}.name`, message: MISSING_LIBRARY_PICTURE }];
    const problems: LibraryPictureProblem[] = [];
    if (width !== size.width) {
      problems.push({
        field: `${field}.width`,
        message: `The picture is ${size.width} pixels wide in the image library`,
      });
    }
    if (height !== size.height) {
      problems.push({
        field: `${field}.height`,
        message: `The picture is ${size.height} pixels high in the image library`,
      });
    }
    return problems;
  });
}
