import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * The lint's import boundaries, run through the repository's own ESLint config on code written
 * at a file's place: each refused import fails the lint, each allowed one passes.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The messages of the import rules for `code` written in the file at `file`. */
async function importProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => /import|layers/u.test(message.ruleId ?? ""))
    .map((message) => message.message);
}

describe("the layers of site/app", () => {
  it("refuse a folder's import of a folder above it", async () => {
    const [problem, ...more] = await importProblems(
      "site/app/stores/upward.ts",
      'import { CheckoutFrame } from "../checkout/CheckoutFrame";\nexport const frame = CheckoutFrame;\n',
    );
    expect(more).toEqual([]);
    expect(problem).toMatch(/stores\/ is below checkout\//u);
  });

  it("refuse a type, a re-export and a loaded module from above as well", async () => {
    const problems = await importProblems(
      "site/app/stores/upward.ts",
      [
        'import type { PageFrame } from "../layout/SiteLayout";',
        'export { cartRules } from "../cart/cartRules";',
        'export const load = () => import("../checkout/checkoutCode");',
        "export type Frame = PageFrame;",
      ].join("\n"),
    );
    expect(problems).toHaveLength(3);
  });

  it("take imports downward and inside a folder", async () => {
    expect(
      await importProblems(
        "site/app/checkout/downward.ts",
        [
          'import { useStores } from "../stores/StoresProvider";',
          'import { checkoutStepPath } from "../paths";',
          'import { CheckoutContext } from "./CheckoutContext";',
          "export { useStores, checkoutStepPath, CheckoutContext };",
        ].join("\n"),
      ),
    ).toEqual([]);
  });

  it("refuse folders on one layer to import one another", async () => {
    const problems = await importProblems(
      "site/app/blocks/sideways.ts",
      'import { loadCheckoutFrame } from "../checkout/checkoutFrameLoader";\nexport { loadCheckoutFrame };\n',
    );
    expect(problems).toEqual([expect.stringMatching(/blocks\/ and checkout\/ share a layer/u)]);
  });

  it("refuse a folder no layer names", async () => {
    const problems = await importProblems(
      "site/app/stores/unknown.ts",
      'import { x } from "../newFolder/x";\nexport { x };\n',
    );
    expect(problems).toEqual([expect.stringMatching(/newFolder\/ has no layer/u)]);
  });

  it("keep the blocks' shared modules below the block folders, and each block folder to itself", async () => {
    expect(
      await importProblems(
        "site/app/blocks/defineBlock.ts",
        'import type { ContentCollection } from "./ContentList/definition";\nexport type C = ContentCollection;\n',
      ),
    ).toEqual([expect.stringMatching(/block's folder/u)]);
    expect(
      await importProblems(
        "site/app/blocks/AppSearch/AppSearchBlock.tsx",
        'import { SEARCH_PARAM } from "../AppStore/storeFilter";\nexport { SEARCH_PARAM };\n',
      ),
    ).toEqual([expect.stringMatching(/another block's folder/u)]);
    expect(
      await importProblems(
        "site/app/blocks/blockDefinitions.ts",
        'import { heroBlock } from "./Hero/definition";\nexport { heroBlock };\n',
      ),
    ).toEqual([]);
  });
});

describe("the packages browser code and journeys may use", () => {
  it("keep @workcraft/api out of the browser's code", async () => {
    for (const file of [
      "site/app/blocks/Hero/HeroBlock.tsx",
      "site/app/stores/withApi.ts",
      "site/app/studio/withApi.ts",
      "stories/withApi.stories.tsx",
    ]) {
      expect(
        await importProblems(
          file,
          'import type { StudioPageRules } from "@workcraft/api";\nexport type R = StudioPageRules;\n',
        ),
        file,
      ).toEqual([expect.stringMatching(/@workcraft\/api/u)]);
    }
    // The server's own modules may.
    expect(
      await importProblems(
        "site/app/content/rules.server.ts",
        'import type { StudioPageRules } from "@workcraft/api";\nexport type R = StudioPageRules;\n',
      ),
    ).toEqual([]);
  });

  it("let the journeys test the site from outside only", async () => {
    const refused = [
      'import { createApi } from "@workcraft/api";',
      'import { openDatabase } from "../api/src/database";',
      'import { allSitePages } from "../site/app/content/sitePages.server";',
      'import { fakeWebsiteApi } from "../stories/support/fakeWebsiteApi";',
    ];
    for (const line of refused) {
      expect(await importProblems("e2e/outside.test.ts", `${line}\n`), line).toHaveLength(1);
    }
    expect(
      await importProblems(
        "e2e/outside.test.ts",
        'import { formatMoney } from "@workcraft/domain/rules";\nimport { BRAND } from "../site/app/config/brand";\nexport { formatMoney, BRAND };\n',
      ),
    ).toEqual([]);
  });
});
