// @ts-check
// Jest's configuration for `test-storybook` (the Storybook test runner), found here by its name.
// The runner's defaults, driving Debian's Chromium with the project's flags (scripts/chromium.ts),
// headless, and ending with one summary line. `npm run test:storybook-static` runs it.
import { availableParallelism } from "node:os";
import { getJestConfig } from "@storybook/test-runner";
import { tsImport } from "tsx/esm/api";

/** @type {typeof import("../scripts/chromium.ts")} */
const { chromiumArgs, chromiumPath } = await tsImport("../scripts/chromium.ts", import.meta.url);

const defaults = getJestConfig();

/** @type {import("@jest/types").Config.InitialOptions} */
export default {
  ...defaults,
  reporters: [...(defaults.reporters ?? ["default"]), "<rootDir>/scripts/test-runner-summary.js"],
  // A worker mostly waits on its browser: two share even a 2-core machine (~20% faster there).
  maxWorkers: Math.max(2, availableParallelism() - 1),
  testEnvironmentOptions: {
    ...defaults.testEnvironmentOptions,
    "jest-playwright": {
      ...defaults.testEnvironmentOptions?.["jest-playwright"],
      browsers: ["chromium"],
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs, headless: true },
      // The desktop size of the story tests (.storybook/preview.tsx), animations off.
      contextOptions: { reducedMotion: "reduce", viewport: { width: 1280, height: 800 } },
    },
  },
};
