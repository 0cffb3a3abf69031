export { appArtworks, type Artwork, type ArtworkName } from "./appArtwork";
export { ARTWORK_SIZES } from "./compositions";
export { loadInter, type Typeface } from "./interTypeface";
