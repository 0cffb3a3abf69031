import {
  createContext,
  createElement,
  useContext,
  type ComponentPropsWithoutRef,
  type ComponentType,
  type ReactNode,
  type Ref,
} from "react";

/** What the design system hands to the link component: an anchor's props with its `href`. */
export interface LinkComponentProps extends Omit<ComponentPropsWithoutRef<"a">, "href"> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A component that renders a link; the site passes one built on its router's `Link`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainAnchor({ children, ...props }: LinkComponentProps) {
  return <a {...props}>{children}</a>;
}

const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

/** What screen-reader users hear after a link's words: that it leads to another site, opens a new tab. */
export interface LinkNotes {
  anotherSite: string;
  newTab: string;
}

/** The notes in English, unless a provider gives them in the page's language. */
export const linkNotes: LinkNotes = { anotherSite: "another site", newTab: "opens in a new tab" };

const LinkNotesContext = createContext<LinkNotes>(linkNotes);

export interface LinkProviderProps {
  /** Renders every internal link of the design system (Link, Button with `href`, menus). */
  component: LinkComponent;
  /** The links' notes for screen readers in the page's language (English if none). */
  notes?: LinkNotes;
  children: ReactNode;
}

/** Lets the caller replace how links render, so a router can navigate without reloading. */
export function LinkProvider({ component, notes = linkNotes, children }: LinkProviderProps) {
  return (
    <LinkComponentContext.Provider value={component}>
      <LinkNotesContext.Provider value={notes}>{children}</LinkNotesContext.Provider>
    </LinkComponentContext.Provider>
  );
}

/** The links' notes in force: the provider's, or English. */
export function useLinkNotes(): LinkNotes {
  return useContext(LinkNotesContext);
}

/** The link component in force: the caller's, or a plain anchor. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}

/**
 * Renders a link inside the site through the provider's component: the one place the design
 * system turns an `href` into the router's link.
 */
export function ProvidedLink(props: LinkComponentProps) {
  return createElement(useLinkComponent(), props);
}

/** Whether a destination leaves the site (another origin, mail or phone). */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}
