import { describe, expect, it } from "vitest";
import { MESSAGE_PARTS } from "../app/i18n/messageCatalogue";
import { messageCataloguesPlugin } from "./messageCataloguesPlugin";

/** The plugin's `load`, as Vite calls it with a resolved id. */
function load(id: string): string {
  const plugin = messageCataloguesPlugin();
  const resolved = (plugin.resolveId as (id: string) => string | undefined)(id);
  if (!resolved) throw new Error(`${id} was not resolved`);
  return (plugin.load as (id: string) => string)(resolved);
}

describe("the message catalogues' modules", () => {
  it("load every part that the loaders import, for every locale", () => {
    const loaders = load("virtual:workcraft-messages");
    const imported = [...loaders.matchAll(/import\("([^"]+)"\)/gu)].map(([, id]) => id!);
    expect(imported).toHaveLength(3 * MESSAGE_PARTS.length);
    expect(imported).toContain("virtual:workcraft-messages/de-page");
    for (const id of imported) expect(load(id)).toMatch(/^export default \{/u);
  });

  it("give a part its messages only, compiled", () => {
    const page = load("virtual:workcraft-messages/de-page");
    expect(page).toContain('"menu.pricing":"Preise"');
    expect(page).not.toContain("footer.contact");
    expect(load("virtual:workcraft-messages/en-cart")).toContain(
      '"toast.dependenciesAdded":[["app"]," is connected with ",["count","plural"',
    );
    expect(() => load("virtual:workcraft-messages/es-page")).toThrow(/es/u);
  });
});
