import type { LinkComponentProps } from "@workcraft/design-system";

/**
 * Stands in for the site's router link: it keeps the test frame on the story (a real
 * navigation would tear the test browser down) while the anchor keeps its real href.
 */
export function StayOnStoryLink({ href, onClick, children, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        // Like a router link: the caller's handler first, then no page load.
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
