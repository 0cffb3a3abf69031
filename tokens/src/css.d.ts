// Side-effect imports of plain CSS (the self-hosted font) are handled by the bundler.
declare module "*.css";

// A file's URL in the build (Vite's `?url` import), e.g. the font file to preload.
declare module "*?url" {
  const url: string;
  export default url;
}
