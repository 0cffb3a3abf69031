import "@workcraft/tokens/font";
import { inverseThemeClass, lightThemeClass } from "@workcraft/tokens";
import type { Preview } from "@storybook/react-vite";

const themeClasses = { light: lightThemeClass, inverse: inverseThemeClass } as const;

const preview: Preview = {
  // The theme goes on <html> before each story renders, as the site does: dialogs and toasts
  // in portals read it too. The toolbar can show a story on the inverse theme of a dark band.
  beforeEach: ({ globals }) => {
    const root = document.documentElement;
    root.classList.remove(...Object.values(themeClasses));
    root.classList.add(globals.theme === "inverse" ? inverseThemeClass : lightThemeClass);
  },
  globalTypes: {
    theme: {
      description: "The theme the story sits in",
      toolbar: {
        title: "Theme",
        icon: "contrast",
        items: [
          { value: "light", title: "Light" },
          { value: "inverse", title: "Inverse (a dark band)" },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: "padded",
    controls: { expanded: true },
    // Every story is checked with axe; a violation fails its test. Every node of a violation is
    // reported, one node of the rest (passes, inapplicable): far less work, the same findings.
    a11y: { test: "error", options: { resultTypes: ["violations"] } },
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
  initialGlobals: { viewport: { value: "desktop", isRotated: false }, theme: "light" },
  tags: ["autodocs"],
};

export default preview;
