export { Link, linkTones, linkUnderlines, linkVariants } from "./Link";
export type { LinkProps, LinkTone, LinkUnderline } from "./Link";
export { LinkProvider, isExternalHref, useLinkComponent } from "./LinkProvider";
export { LinkTo, externalLinkRel, isAnotherSiteHref, linkNotes } from "./LinkTo";
export type { LinkToProps } from "./LinkTo";
export type {
  LinkComponent,
  LinkComponentProps,
  LinkNotes,
  LinkProviderProps,
} from "./LinkProvider";
