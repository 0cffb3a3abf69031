import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.ts";
import { messageCataloguesPlugin } from "./site/build-tools/messageCataloguesPlugin.ts";

export default defineConfig({
  test: {
    reporters: ["default", "./scripts/summary-reporter.ts"],
    projects: [
      {
        // The shell's compiled message catalogues, as the site's build gives them.
        plugins: [messageCataloguesPlugin()],
        test: {
          name: "unit",
          environment: "node",
          // Opening an embedded PGlite takes seconds on a busy 2-core machine.
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // Two files at a time even on 2 cores (Vitest's default is one fewer than the cores),
          // and the modules a file imports kept for the next file of the same worker: most of
          // a file's time was importing the API, zod and PGlite anew (175 s before, 95 s now).
          // No test mocks a module; stubbed globals, environment and timers are put back
          // after each test (below, and by the tests that use fake timers).
          maxWorkers: 2,
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          restoreMocks: true,
          include: [
            "{tokens,domain,app-art,api}/src/**/*.test.ts",
            "site/{app,server,build-tools}/**/*.test.ts",
            // Rules over the design system's sources, such as its one icon set.
            "design-system/src/**/*.test.ts",
            // The visual baselines themselves: none may be blank.
            ".storybook/**/*.test.ts",
          ],
        },
      },
      {
        // Every story rendered in Debian's Chromium: its play function runs, then axe.
        // Then its screenshot is compared with the committed baseline (visual regression).
        plugins: [storybookTest({ configDir: ".storybook" })],
        // The phone-width axe check of visual.setup.ts: bundled up front, so no run reloads.
        optimizeDeps: { include: ["@storybook/addon-a11y/preview"] },
        test: {
          name: "storybook",
          // After the unit and component tests, before the journeys: each group has the two
          // cores to itself (see the e2e project below).
          sequence: { groupOrder: 1 },
          // One test page per worker for all its story files: each file no longer loads the
          // design system, the site's blocks and Storybook's preview anew into a new frame.
          // Every story renders into a root of its own and is unmounted after its test.
          isolate: false,
          // Two story files at a time, each in a page of its own (Vitest's default is one fewer
          // than the cores: one on this machine, which left the second core mostly idle).
          maxWorkers: 2,
          setupFiles: [".storybook/visual.setup.ts"],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // Animations and transitions off: every token duration becomes 0 ms.
              // Room for the story frame at scale 1 (a scaled frame anti-aliases differently
              // from run to run), even when it grows to a whole page's height for its picture
              // (TALLEST_FRAME in .storybook/visual.setup.ts).
              contextOptions: {
                reducedMotion: "reduce",
                // No larger: a page this size is drawn in memory for every story, and a bigger one
                // made Chromium drop the test page now and then.
                viewport: { width: 1280, height: 11_600 },
              },
            }),
            // The viewport itself is set per story by Storybook: 1280x800 (.storybook/preview.tsx).
            instances: [{ browser: "chromium" }],
            expect: {
              toMatchScreenshot: {
                comparatorName: "pixelmatch",
                // Pixel by pixel at pixelmatch's colour threshold; up to 64 pixels of Chromium's
                // sub-pixel anti-aliasing on edges may vary from run to run. A real change
                // (a colour, a word, a one-pixel shift) moves thousands.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 64 },
                // One folder of baselines, mirroring the stories: stories/__visual__/<file>/<story>.png,
                // and beside it <story>.phone.png for the stories also seen at a phone's width.
                resolveScreenshotPath: ({
                  root,
                  testFileDirectory,
                  testFileName,
                  testName,
                  arg,
                  ext,
                }) =>
                  `${root}/stories/__visual__/${testFileDirectory.replace(/^stories\/?/, "")}/${testFileName.replace(/\.stories\.tsx$/, "")}/${testName}${arg === "story-phone" ? ".phone" : ""}${ext}`,
                // Actual and diff images of a failing story, one pair per story.
                resolveDiffPath: ({
                  root,
                  attachmentsDir,
                  testFileDirectory,
                  testFileName,
                  testName,
                  arg,
                  ext,
                }) =>
                  `${root}/${attachmentsDir}/${testFileDirectory}/${testFileName}/${testName}-${arg}${ext}`,
              },
            },
          },
        },
      },
      {
        // Tests over the whole design system in Debian's Chromium, such as the component API's.
        plugins: [vanillaExtractPlugin()],
        // Bundled up front, so no run reloads halfway through.
        optimizeDeps: {
          include: [
            "class-variance-authority",
            "react",
            "react-dom",
            "react-dom/client",
            "@radix-ui/react-dialog",
            "@radix-ui/react-navigation-menu",
            "@radix-ui/react-toast",
            "@vanilla-extract/sprinkles/createRuntimeSprinkles",
          ],
        },
        test: {
          name: "components",
          include: ["design-system/src/**/*.browser.test.tsx"],
          // As the unit tests, which run in the same group: Vitest asks one worker count per group.
          maxWorkers: 2,
          // Room for a lazily loaded part's first transform on a busy machine (passThrough test).
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: "chromium" }],
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
          // A journey's time-out only ends a journey that hangs: what it waits for fails it on its
          // own poll (below). The longest journeys (the Studio's, with uploads, publishes and two
          // axe checks) take 12-15 s when this 2-core machine runs at its usual speed and 25-30 s
          // on days it runs at half of it (2026-11-28: nginx served 30,000 requests a second
          // where it served 58,000-96,000 the days before); two of them then ran past a 30 s
          // time-out in a fresh-clone run, with nothing wrong.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A journey waits for what a visitor would see: an assertion polls for up to 10 s, not
          // Vitest's 1 s, which a page still hydrating on a busy machine can outlast.
          expect: { poll: { timeout: 10_000 } },
          // A journey mostly waits on its browser and servers (about 0.7 of a core), so two
          // files run at once. Vitest runs two at once only in a group of their own: the
          // journeys start when the story tests have ended.
          //
          // The three groups (unit and components, then stories, then journeys) run one after
          // the other, not together: on two cores the stories' Chromium beside the unit tests'
          // embedded databases and servers pushed the load average to 14-18, every test took
          // three to five times as long as alone, and a journey within its (then) 30 s timed out
          // now and then. One after the other, the whole run is also shorter (about 3.5 + 6 +
          // 10 minutes, against 18 + 15 together).
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
