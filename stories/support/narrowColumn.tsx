import type { Decorator } from "@storybook/react-vite";
import { vars } from "@workcraft/tokens";

/** Renders the story in a column as narrow as the site's small content width (forms, strips). */
export const withNarrowColumn: Decorator = (Story) => (
  <div style={{ maxWidth: vars.contentWidth.small }}>
    <Story />
  </div>
);
