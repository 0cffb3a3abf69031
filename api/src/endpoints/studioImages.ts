import { listLibraryImagesCall, uploadLibraryImageCall } from "@workcraft/domain/api";
import { libraryImageNameFromFile } from "@workcraft/domain/rules";
import { addLibraryImage, listLibraryImages } from "../studio/libraryImages";
import { signedInStudioPerson } from "../studio/requireStudioPerson";
import { defineEndpoint } from "./endpoint";

/*
 * The Studio's image library (uploading takes an editor, listing any signed-in person). Its
 * files are served to anyone by `mountLibraryImageFiles`.
 */

/**
 * `studio/images/upload`: adds the picture in the form's `file` to the library, labelled `name`
 * or else by the file's name; the same file again answers the picture kept then.
 */
export const uploadLibraryImageEndpoint = defineEndpoint(
  uploadLibraryImageCall,
  // Any editor may add a picture to the library; its files are public (`mountLibraryImageFiles`).
  "edit-drafts",
  async ({ file, name }, { database, http }) =>
    addLibraryImage(
      database.db,
      {
        bytes: Buffer.from(await file.arrayBuffer()),
        name: name || libraryImageNameFromFile(file.name),
      },
      signedInStudioPerson(http).id,
    ),
  { writeLimit: "upload" },
);

/** `GET studio/images/list`: the library's pictures, newest first. */
export const listLibraryImagesEndpoint = defineEndpoint(
  listLibraryImagesCall,
  "signed-in",
  async (_body, { database }) => ({ images: await listLibraryImages(database.db) }),
);
