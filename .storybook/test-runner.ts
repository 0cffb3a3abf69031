import type { TestRunnerConfig } from "@storybook/test-runner";
import type { ConsoleMessage, Page } from "playwright";
import { MINIMAL_VIEWPORTS } from "storybook/viewport";

/*
 * The test runner over the static Storybook (`npm run test:storybook-static`): every story
 * renders at its viewport, its `play` passes, and the page logs no error while the story
 * renders and plays. axe is left to the Vitest story tests, which check every story with it at
 * each width it is seen at (`a11y.test: "error"` in preview.tsx, and .storybook/visual.setup.ts);
 * here it is switched off through the a11y addon's `manual` global (see `prepare`). Besides
 * `--failOnConsole` (which sees `console.error` calls during the render), the page is watched
 * from Playwright here, so an error the browser itself reports (a picture or a call that does not
 * load), an uncaught exception, or a `console.error` a moment after the render fails the story.
 */

interface Viewport {
  styles?: { width?: string; height?: string };
}

/** What the story's viewport parameter and global say, as the story's page sees them. */
interface ViewportSettings {
  options: Record<string, Viewport>;
  value?: string;
  disabled: boolean;
}

/** A viewport's size in CSS pixels (`390px` or `390`); other units are not used here. */
function pixels(value: string | undefined): number | undefined {
  const match = /^(\d+)(px)?$/.exec(value ?? "");
  return match ? Number(match[1]) : undefined;
}

/**
 * Sizes the page as Storybook sizes the story's frame, so a story at the phone width (its
 * `globals.viewport`) renders at that width here too, as in the Vitest story tests.
 */
async function sizeForStory(page: Page, storyId: string): Promise<void> {
  const settings = await page.evaluate(async (id): Promise<ViewportSettings> => {
    interface Preview {
      storyStoreValue?: unknown;
      loadStory(input: { storyId: string }): Promise<unknown>;
      getStoryContext(story: unknown): {
        parameters: {
          viewport?: {
            options?: Record<string, Viewport>;
            viewports?: Record<string, Viewport>;
            disable?: boolean;
            disabled?: boolean;
          };
        };
        globals: { viewport?: { value?: string } };
      };
    }
    const holder = globalThis as unknown as { __STORYBOOK_PREVIEW__?: Preview };
    while (!holder.__STORYBOOK_PREVIEW__?.storyStoreValue) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const preview = holder.__STORYBOOK_PREVIEW__;
    const { parameters, globals } = preview.getStoryContext(
      await preview.loadStory({ storyId: id }),
    );
    const parameter = parameters.viewport ?? {};
    return {
      options: { ...parameter.viewports, ...parameter.options },
      value: globals.viewport?.value,
      disabled: Boolean(parameter.disable || parameter.disabled),
    };
  }, storyId);
  const options: Record<string, Viewport> = { ...MINIMAL_VIEWPORTS, ...settings.options };
  const chosen = settings.disabled || !settings.value ? undefined : options[settings.value];
  const width = pixels(chosen?.styles?.width) ?? 1280;
  const height = pixels(chosen?.styles?.height) ?? 800;
  await page.setViewportSize({ width, height });
}

interface Watch {
  errors: string[];
  stop: () => void;
}

const watches = new WeakMap<Page, Watch>();

function describe(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  const where = url ? ` (${url.replace(/^https?:\/\/[^/]+/, "")}:${lineNumber})` : "";
  return `console.error: ${message.text()}${where}`;
}

/** The a11y addon's global that leaves a story's axe check to a person, in the addon and the runner. */
const AXE_BY_HAND = { a11y: { manual: true } };

const config: TestRunnerConfig = {
  /**
   * Opens the Storybook's iframe, as the runner does by default, then sets the `manual` a11y
   * global for every story the page renders: the a11y addon then runs no axe after a story
   * (a third of the run's time), and the runner checks no axe report.
   */
  async prepare({ page }) {
    await page.goto(new URL("iframe.html", process.env.TARGET_URL).toString(), {
      waitUntil: "load",
    });
    await page.evaluate(async (globals) => {
      interface Holder {
        __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, data: unknown): void };
        __STORYBOOK_PREVIEW__?: {
          storyStoreValue?: { userGlobals: { get(): { a11y?: { manual?: boolean } } } };
        };
      }
      const holder = globalThis as unknown as Holder;
      while (
        !holder.__STORYBOOK_PREVIEW__?.storyStoreValue ||
        !holder.__STORYBOOK_ADDONS_CHANNEL__
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const store = holder.__STORYBOOK_PREVIEW__.storyStoreValue;
      holder.__STORYBOOK_ADDONS_CHANNEL__.emit("updateGlobals", { globals });
      while (store.userGlobals.get().a11y?.manual !== true) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }, AXE_BY_HAND);
  },
  async preVisit(page, context) {
    // A story that failed before its postVisit may leave its watch behind: drop it.
    watches.get(page)?.stop();
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === "error") errors.push(describe(message));
    };
    const onPageError = (error: Error) => errors.push(`uncaught ${error.name}: ${error.message}`);
    page.on("console", onConsole);
    page.on("pageerror", onPageError);
    watches.set(page, {
      errors,
      stop: () => {
        page.off("console", onConsole);
        page.off("pageerror", onPageError);
      },
    });
    // Loads the story's file too: an error as it loads counts for the story.
    await sizeForStory(page, context.id);
  },
  async postVisit(page, context) {
    const watch = watches.get(page);
    watches.delete(page);
    if (!watch) return;
    // The story failed already (render, play or axe): the runner reports that, with its logs.
    if (context.hasFailure) {
      watch.stop();
      return;
    }
    // Let what the story started settle (effects, timers of 0 ms, loads under way).
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
    );
    watch.stop();
    if (watch.errors.length > 0) {
      throw new Error(
        `${context.title} › ${context.name} (${context.id}) logged ${watch.errors.length} error(s) in the browser:\n` +
          watch.errors.map((error) => `  - ${error}`).join("\n"),
      );
    }
  },
};

export default config;
