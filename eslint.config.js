// One lint config for every package: TypeScript, React hooks, accessibility, stories.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import storybook from "eslint-plugin-storybook";
import globals from "globals";
import { siteLayersRule } from "./scripts/siteLayers.js";

/*
 * The arrows of docs/architecture.md: which folder may import which. Each folder gets one
 * `no-restricted-imports` entry (a later entry for the same files would replace it, not add).
 * Relative paths that climb out of a folder into another one of ours are caught too.
 */
const ourFolders = [
  "tokens",
  "design-system",
  "domain",
  "app-art",
  "api",
  "site",
  "stories",
  "e2e",
  "bench",
];

/** A pattern for `@workcraft/<package>` and its subpaths, with why it is refused. */
const ourPackages = (names, message) => ({
  group: names.flatMap((name) => [`@workcraft/${name}`, `@workcraft/${name}/*`]),
  message,
});

/** A pattern for relative imports that leave `folder` for another folder of ours. */
const climbingOutOf = (folder, message) => ({
  regex: `^(\\.\\./)+(${ourFolders.filter((name) => name !== folder).join("|")}|\\.storybook)(/|$)`,
  message,
});

/** Packages of the interface layer, refused below it. */
const react = ["react", "react/*", "react-dom", "react-dom/*"];
const stores = ["mobx", "mobx/*", "mobx-react-lite", "mobx-react-lite/*"];
const routing = ["react-router", "react-router/*", "react-router-dom", "@react-router/*"];
/** In code run by Node, not built by Vite: tsconfig.json checks it with Vite's types, which declare these. */
const viteOnlyMeta = {
  selector: "MemberExpression[object.type='MetaProperty'][property.name=/^(env|glob|hot)$/]",
  message: "`import.meta.env`, `.glob` and `.hot` exist only in code Vite builds.",
};

const DOMAIN =
  "domain/ is the pure business core (docs/architecture.md): it imports nothing of ours and no UI.";
const DESIGN_SYSTEM =
  "design-system/ is presentational (docs/architecture.md): it imports only @workcraft/tokens, no domain, API, site, routing or stores.";
const API =
  "api/ serves JSON (docs/architecture.md): it imports only @workcraft/domain, no site, design system or React.";
const BROWSER =
  "This code runs in the browser (docs/architecture.md): a .server module is for route loaders, the server and the build only.";
const DEFINITIONS =
  "A block view runs in the visitor's browser (docs/architecture.md): it may take types from a block definition, never its code (zod schemas, examples, catalogue lookups).";
const TEST_HELPERS =
  "api/src/testing holds the API's test helpers (docs/architecture.md): the site's code never reaches them; its tests may.";
const STORIES =
  "Stories run in the browser (docs/architecture.md): no .server module, no @workcraft/api, no API test helper.";
const E2E =
  "e2e/ tests the built site from outside, as a visitor's browser would (docs/architecture.md): it reaches the API over HTTP and the database through pg, never the API's or the server's modules, the stories or the benches.";

const STUDIO =
  "The Studio's editor is loaded only under /studio (docs/architecture.md): only site/app/studio/ and the routes/studio* modules import @puckeditor/core or site/app/studio/, so no public page carries the editor's code.";
/** Puck and the Studio's modules, refused to the site outside the Studio. */
const studioOnly = [
  { group: ["@puckeditor/core", "@puckeditor/core/*"], message: STUDIO },
  { regex: "(^|/)studio(/|$)", message: STUDIO },
];
const studioFiles = ["site/app/studio/**", "site/app/routes/studio*", "site/app/routes/studio*/**"];

const serverModules = { regex: "\\.server(\\.tsx?)?$", message: BROWSER };
const apiTestHelpers = { regex: "(^|/)api/src/testing(/|$)", message: TEST_HELPERS };
const API_IN_BROWSER =
  "This code runs in the browser (docs/architecture.md): @workcraft/api is the server's; take the call's types from @workcraft/domain/api.";
const apiPackage = ourPackages(["api"], API_IN_BROWSER);
/** What no code of the browser imports: the server's modules, the API and its test helpers. */
const browserPatterns = [serverModules, apiPackage, apiTestHelpers];

const APP_ART =
  "app-art/ draws the catalogue's images at build time (docs/architecture.md): it imports only @workcraft/domain and @workcraft/tokens, no site, API, design system or React.";
const TOKENS =
  "tokens/ is the base layer (docs/architecture.md): it imports nothing of ours and no React.";

const domainPatterns = [
  { group: ["@workcraft/*"], message: DOMAIN },
  { group: [...react, ...stores, ...routing], message: DOMAIN },
  climbingOutOf("domain", DOMAIN),
];

const importArrows = [
  {
    files: ["domain/**/*.{ts,tsx,js}"],
    rules: { "no-restricted-imports": ["error", { patterns: domainPatterns }] },
  },
  {
    // The domain does no I/O: its rules never touch Node's file system, network or processes.
    files: ["domain/src/**/*.ts"],
    ignores: ["domain/src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...domainPatterns,
            {
              regex: "^node:",
              message:
                "domain/ does no I/O (docs/architecture.md): Node's modules are for its tests only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["design-system/**/*.{ts,tsx,js}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ourPackages(["domain", "api", "site"], DESIGN_SYSTEM),
            { group: [...routing, ...stores], message: DESIGN_SYSTEM },
            climbingOutOf("design-system", DESIGN_SYSTEM),
          ],
        },
      ],
    },
  },
  {
    files: ["api/**/*.{ts,tsx,js}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ourPackages(["site", "design-system", "tokens"], API),
            { group: [...react, ...routing, ...stores], message: API },
            climbingOutOf("api", API),
          ],
        },
      ],
    },
  },
  {
    files: ["app-art/**/*.{ts,tsx,js}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ourPackages(["site", "api", "design-system"], APP_ART),
            { group: [...react, ...routing, ...stores], message: APP_ART },
            climbingOutOf("app-art", APP_ART),
          ],
        },
      ],
    },
  },
  {
    files: ["tokens/**/*.{ts,tsx,js}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@workcraft/*"], message: TOKENS },
            { group: [...react, ...stores, ...routing], message: TOKENS },
            climbingOutOf("tokens", TOKENS),
          ],
        },
      ],
    },
  },
  {
    // All of the site but the Studio: routes, server, build tools and tests included. The
    // entries below for parts of the site repeat these patterns, since an entry replaces it.
    files: ["site/**/*.{ts,tsx,js}"],
    ignores: studioFiles,
    rules: { "no-restricted-imports": ["error", { patterns: studioOnly }] },
  },
  {
    // Browser code of the site: everything but route modules (whose loaders React Router keeps
    // on the server), the server's own files and tests.
    files: ["site/app/**/*.{ts,tsx}"],
    ignores: [
      "site/app/routes/**",
      "site/app/root.tsx",
      "site/app/entry.server.tsx",
      "site/app/**/*.server.{ts,tsx}",
      "site/app/**/*.test.{ts,tsx}",
      "site/app/studio/**",
    ],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...browserPatterns, ...studioOnly] }],
    },
  },
  {
    // The Studio's own modules run in the browser too, under /studio only.
    files: ["site/app/studio/**/*.{ts,tsx}"],
    ignores: ["site/app/**/*.server.{ts,tsx}", "site/app/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: browserPatterns }] },
  },
  {
    files: ["site/app/blocks/*/*Block.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...browserPatterns,
            ...studioOnly,
            {
              regex: "(^|/)(definition|blockDefinitions|defineBlock)$",
              message: DEFINITIONS,
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ["e2e/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ourPackages(["api", "site"], E2E),
            { regex: "^(\\.\\./)+(api|stories|\\.storybook|bench)(/|$)", message: E2E },
            { ...serverModules, message: E2E },
          ],
        },
      ],
    },
  },
  {
    // The layers of site/app (scripts/siteLayers.js): each folder imports only those below it.
    files: ["site/app/**/*.{ts,tsx}"],
    ignores: ["site/app/**/*.test.{ts,tsx}"],
    plugins: { workcraft: { rules: { "site-layers": siteLayersRule } } },
    rules: { "workcraft/site-layers": "error" },
  },
  {
    files: ["stories/**/*.{ts,tsx}", ".storybook/**/*.{ts,tsx}"],
    ignores: [".storybook/main.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: browserPatterns.map((pattern) => ({ ...pattern, message: STORIES })),
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/build/**",
      "site/build-e2e-*/**",
      "site/build-bench-*/**",
      "**/dist/**",
      "**/.react-router/**",
      "storybook-static/**",
      "**/.data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs.flat.recommended,
  ...storybook.configs["flat/recommended"],
  {
    files: ["**/*.js"],
    languageOptions: { globals: globals.node },
  },
  {
    // Code run by Node, not built by Vite: tsconfig.json checks it with Vite's types, which
    // declare these, so the lint keeps them out.
    files: ["{api,tokens,e2e,bench,scripts}/**/*.ts"],
    rules: {
      "no-restricted-syntax": ["error", viteOnlyMeta],
    },
  },
  {
    files: ["e2e/**/*.ts"],
    ignores: ["e2e/tabRequests.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        viteOnlyMeta,
        {
          selector:
            "CallExpression > MemberExpression.callee[object.property.name='request'][property.name=/^(get|post|put|patch|delete|head|fetch)$/]",
          message:
            "Call the server from a tab with callFromTab (e2e/tabRequests.ts): a reused connection the server is closing fails Playwright's request context with ECONNRESET.",
        },
      ],
    },
  },
  ...importArrows,
);
