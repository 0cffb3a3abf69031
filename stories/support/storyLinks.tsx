import { LinkProvider, type LinkComponentProps } from "@workcraft/design-system";
import type { Decorator } from "@storybook/react-vite";
import { fn } from "storybook/test";

/** Every destination a story's router link was asked to go to; clear it before asserting. */
export const navigate = fn();

/**
 * Stands in for the site's router link: the caller's click handler runs, then the link
 * records where it would go instead of leaving (a real navigation would tear the test
 * browser down). A handler that prevents the default stops the navigation, as in a router.
 */
export function RecordingLink({ href, onClick, children, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(href);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

/** Renders the story's internal links through RecordingLink. */
export const withRecordingLinks: Decorator = (Story) => (
  <LinkProvider component={RecordingLink}>
    <Story />
  </LinkProvider>
);
