import "@workcraft/tokens/font";
import "@workcraft/tokens";
import type { Preview } from "@storybook/react-vite";

const preview: Preview = {
  parameters: {
    layout: "padded",
    controls: { expanded: true },
    // Every story is checked with axe; a violation fails its test.
    a11y: { test: "error" },
    // The fixed viewport of story tests and their screenshots (visual regression).
    viewport: {
      options: {
        desktop: {
          name: "Desktop 1280",
          styles: { width: "1280px", height: "800px" },
          type: "desktop",
        },
        phone: { name: "Phone 390", styles: { width: "390px", height: "844px" }, type: "mobile" },
      },
    },
  },
  initialGlobals: { viewport: { value: "desktop", isRotated: false } },
  tags: ["autodocs"],
};

export default preview;
