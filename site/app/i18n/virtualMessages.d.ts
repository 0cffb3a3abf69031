/** The loader of a locale's catalogue parts, given by `build-tools/messageCataloguesPlugin.ts`. */
declare module "virtual:workcraft-messages" {
  import type { CatalogueLoader } from "./messageCatalogue";
  const loadCataloguePart: CatalogueLoader;
  export default loadCataloguePart;
}

/** One part of one locale's compiled catalogue (`virtual:workcraft-messages/<locale>-<part>`). */
declare module "virtual:workcraft-messages/*" {
  import type { CompiledPart } from "./messageCatalogue";
  const part: CompiledPart;
  export default part;
}
