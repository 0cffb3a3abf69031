/**
 * Builds design-system/dist as the package to publish: ESM + one CSS file (vite), type
 * declarations (tsc) with the internal tokens package inlined, and a package.json whose
 * exports map and sideEffects describe exactly that. `npm pack` / `npm publish` run in dist/.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync, copyFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const distDir = join(packageDir, "dist");
const bin = (name: string) => join(packageDir, "..", "node_modules", ".bin", name);

execFileSync(bin("vite"), ["build", "-c", "vite.package.config.ts", "--logLevel", "warn"], {
  cwd: packageDir,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
execFileSync(bin("tsc"), ["-p", "tsconfig.package.json"], { cwd: packageDir, stdio: "inherit" });

// The tokens are bundled, not published: point their imports at the emitted declarations.
const typesDir = join(distDir, "types");
const tokensEntry = join(typesDir, "tokens", "src", "index.js");
for (const entry of readdirSync(typesDir, { recursive: true, encoding: "utf8" })) {
  if (!entry.endsWith(".d.ts")) continue;
  const file = join(typesDir, entry);
  const text = readFileSync(file, "utf8");
  if (!text.includes("@workcraft/tokens")) continue;
  let target = relative(dirname(file), tokensEntry);
  if (!target.startsWith(".")) target = `./${target}`;
  writeFileSync(file, text.replaceAll(/(["'])@workcraft\/tokens\1/g, `"${target}"`));
}

const source = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as {
  version: string;
  description: string;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const runtimeDependencies = Object.fromEntries(
  Object.entries(source.dependencies).filter(
    ([name]) =>
      name.startsWith("@radix-ui/") ||
      name === "class-variance-authority" ||
      name === "@vanilla-extract/sprinkles",
  ),
);
const manifest = {
  name: "@workcraft/design-system",
  version: source.version,
  description: source.description,
  license: "UNLICENSED",
  type: "module",
  main: "./index.js",
  module: "./index.js",
  types: "./types/design-system/src/index.d.ts",
  exports: {
    ".": { types: "./types/design-system/src/index.d.ts", import: "./index.js" },
    "./styles.css": "./styles.css",
    "./package.json": "./package.json",
  },
  sideEffects: ["*.css"],
  files: ["*.js", "styles.css", "types", "README.md"],
  peerDependencies: source.peerDependencies,
  dependencies: runtimeDependencies,
};
writeFileSync(join(distDir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
copyFileSync(join(packageDir, "README.md"), join(distDir, "README.md"));
console.log(`design-system ${source.version} built in ${relative(process.cwd(), distDir) || "."}`);
