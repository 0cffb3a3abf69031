import type { Decorator } from "@storybook/react-vite";

/** Renders the story inside an element marked German, as a German page's content is. */
export const inGerman: Decorator = (Story) => (
  <div lang="de">
    <Story />
  </div>
);
