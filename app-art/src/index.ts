/**
 * The catalogue's app illustrations: each app's icon, store picture, feature images and share
 * image drawn as SVG from its catalogue entry alone (the site renders them to JPEG and WebP in
 * `site/build-tools/appImages.ts`). Each feature image shows a product screen, one scene per
 * file in `scenes/`.
 */
export {
  appArtworks,
  brandMarkOf,
  type Artwork,
  type ArtworkName,
  type ArtworkOptions,
} from "./appArtworks";
export { ARTWORK_SIZES } from "./compositions";
export { loadInter, type Typeface } from "./interTypeface";
