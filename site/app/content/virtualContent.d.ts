declare module "virtual:workcraft-content" {
  import type { ContentPage } from "./contentIndex";
  /** Every content file, validated at build time, with its path. */
  const contentPages: ContentPage[];
  export default contentPages;
}
