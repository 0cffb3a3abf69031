import { removeAdapter, setAdapter } from "@vanilla-extract/css/adapter";
import { endFileScope, setFileScope } from "@vanilla-extract/css/fileScope";

/** A style rule as vanilla-extract registers it: its properties by name. */
export type StyleRule = Record<string, unknown>;

/**
 * Loads views with vanilla-extract styles in Node, for a test that draws them
 * (`renderToStaticMarkup`): an adapter takes each rule the modules `load` imports declare, and
 * gives it to `onRule` by its class's selector; every style joins the test's scope `file`.
 * Answers what `load` answers. `stopStylesInNode` takes the adapter away after the tests.
 */
export async function loadWithStylesInNode<T>(
  file: string,
  load: () => Promise<T>,
  onRule: (selector: string, rule: StyleRule) => void = () => {},
): Promise<T> {
  setAdapter({
    appendCss: (css) => {
      if (css.type === "local") onRule(css.selector, css.rule as StyleRule);
    },
    registerClassName: () => {},
    registerComposition: () => {},
    markCompositionUsed: () => {},
    onEndFileScope: () => {},
    getIdentOption: () => "debug",
  });
  setFileScope(file, "workcraft");
  try {
    return await load();
  } finally {
    endFileScope();
  }
}

/** Takes away the adapter `loadWithStylesInNode` set. */
export const stopStylesInNode = removeAdapter;

/** The text of markup a test drew in Node: tags left out, apostrophes read, spaces as one. */
export const markupText = (html: string) =>
  html
    .replace(/<[^>]+>/gu, " ")
    .replace(/&#x27;/gu, "'")
    .replace(/\s+/gu, " ")
    .trim();
