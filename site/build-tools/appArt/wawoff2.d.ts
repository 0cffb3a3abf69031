declare module "wawoff2" {
  /** A WOFF2 font file to the TrueType file it packs. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
