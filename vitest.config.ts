import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumArgs, chromiumPath } from "./e2e/chromium.ts";

export default defineConfig({
  test: {
    reporters: ["default", "./scripts/summary-reporter.ts"],
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["{tokens,domain,api}/src/**/*.test.ts", "site/{app,server}/**/*.test.ts"],
        },
      },
      {
        // Every story rendered in Debian's Chromium: its play function runs, then axe.
        plugins: [storybookTest({ configDir: ".storybook" })],
        test: {
          name: "storybook",
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: "chromium", viewport: { width: 1280, height: 800 } }],
          },
        },
      },
      {
        // Whole journeys in Debian's Chromium against the production server it builds and starts.
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.test.ts"],
          globalSetup: ["e2e/globalSetup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
