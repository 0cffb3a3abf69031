export { Link, linkTones, linkUnderlines, linkVariants } from "./Link";
export type { LinkProps, LinkTone, LinkUnderline } from "./Link";
export { LinkProvider, ProvidedLink, isExternalHref, useLinkComponent } from "./LinkProvider";
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from "./LinkProvider";
