import "@workcraft/tokens/font";
import "@workcraft/tokens";
import type { Preview } from "@storybook/react-vite";

const preview: Preview = {
  parameters: {
    layout: "padded",
    controls: { expanded: true },
    // Every story is checked with axe; a violation fails its test.
    a11y: { test: "error" },
  },
  tags: ["autodocs"],
};

export default preview;
