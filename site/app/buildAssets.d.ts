declare module "virtual:workcraft-build-assets" {
  /** Per block type, the scripts of its view (server build only; empty elsewhere). */
  export const blockScripts: Record<string, readonly string[]>;
  /** Per locale and part of its messages, their scripts (server build only; empty elsewhere). */
  export const messageScripts: Record<string, Record<string, readonly string[]>>;
  /** The site's stylesheet (server build only; undefined elsewhere). */
  export const stylesheet: string | undefined;
}
