import { APP_IMAGE_ROOT } from "../catalogue/appImageRoot";
import { linkKindOf } from "../content/linkRule";
import { LIBRARY_IMAGE_FILES_PATH, libraryImageFileKey } from "../studio/libraryImages";

/*
 * What a page's share image (`meta.shareImg`, its og:image) may be: a picture the site itself
 * serves as a JPEG, of the catalogue (an app's share card, store picture or feature picture) or
 * of the Studio's library (one of a picture's JPEG files), or a picture of another site over
 * HTTPS. Share cards are read by other sites' crawlers, which not all read WebP, and a page's
 * HTTPS share card cannot name a picture over plain HTTP.
 */

/** What a share image may be, as the meta's field says when it is refused. */
export const SHARE_IMAGE_MESSAGE =
  "A share image is a JPEG the site serves (a catalogue picture, /images/apps/<app>/share.jpg, or a library picture's file, /api/v2/images/<hash>-1240.jpg) or a full https:// address of a picture";

/**
 * A catalogue picture's address, as the catalogue names them (`appShareImageUrl`, an app's store
 * picture, a feature's picture): read by its shape, so page meta's schema, which the Studio's
 * editor loads, does not carry the whole catalogue. A picture named so that the catalogue does not
 * have is found by the sitemap's image check for a content file.
 */
const CATALOGUE_PICTURE = new RegExp(
  `^${APP_IMAGE_ROOT}/[a-z0-9]+(?:-[a-z0-9]+)*/(?:share|picture|feature-[1-9]\\d*)\\.jpg$`,
  "u",
);

function isLibraryJpeg(value: string): boolean {
  const prefix = `${LIBRARY_IMAGE_FILES_PATH}/`;
  return (
    value.startsWith(prefix) && libraryImageFileKey(value.slice(prefix.length))?.format === "jpeg"
  );
}

/** Whether a page's share image names a picture a share card can show. */
export function isShareImage(value: string): boolean {
  if (value.startsWith("https://")) return linkKindOf(value) === "web";
  return CATALOGUE_PICTURE.test(value) || isLibraryJpeg(value);
}
