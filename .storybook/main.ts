import type { StorybookConfig } from "@storybook/react-vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import("vite");
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Pre-bundled up front, so a test run never re-optimises (and reloads) halfway through.
      optimizeDeps: {
        include: [
          "class-variance-authority",
          "react",
          "react-dom",
          "react-dom/client",
          "@radix-ui/react-accordion",
          "@radix-ui/react-dialog",
          "@radix-ui/react-navigation-menu",
          "@radix-ui/react-toast",
          "@vanilla-extract/sprinkles/createRuntimeSprinkles",
        ],
      },
    });
  },
};

export default config;
