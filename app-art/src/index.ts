export {
  appArtworks,
  brandMarkOf,
  type Artwork,
  type ArtworkName,
  type ArtworkOptions,
} from "./appArtworks";
export { ARTWORK_SIZES } from "./compositions";
export { loadInter, type Typeface } from "./interTypeface";
