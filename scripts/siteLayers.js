// The layers of site/app as a lint rule: a folder imports only the folders on layers below its own.
import { dirname, relative, resolve, sep } from "node:path";

/**
 * The folders (and the modules at its top) of `site/app`, top layer first; docs/architecture.md
 * says what each holds. A module imports its own folder and the layers below its own, never one
 * above nor another folder of its layer. Tests may import any layer: they check a module against
 * the real parts above it.
 */
export const SITE_LAYERS = [
  ["root", "entry.client", "entry.server", "routes"],
  ["studio", "meta", "seo"],
  ["layout"],
  ["navigation"],
  ["content"],
  ["blocks", "checkout"],
  ["cart", "launchNotices"],
  ["stores", "catalogue", "experiments"],
  ["api", "blockFields", "forms", "hydration", "refresh", "thirdParty", "updates"],
  ["config", "i18n", "paths"],
];

const layerOf = new Map(SITE_LAYERS.flatMap((names, index) => names.map((name) => [name, index])));

/** A module's place under `site/app`: its top folder (or top module) and the parts below it. */
function placeOf(appRoot, file) {
  const parts = relative(appRoot, file).split(sep);
  // `./+types/…` are React Router's types of a route module, generated beside it.
  if (parts[0] === ".." || parts.includes("+types")) return undefined;
  const top = parts.length === 1 ? parts[0].replace(/\.(d\.)?[cm]?[jt]sx?$/u, "") : parts[0];
  return { top, parts };
}

/** The block folder (`blocks/<Type>/`) a module of `blocks/` is in, if any. */
const blockFolderOf = ({ parts }) => (parts.length > 2 ? parts[1] : undefined);

/** Why an import from `from` to `to` goes the wrong way, or undefined when it does not. */
function wrongWay(from, to) {
  if (from.top === to.top) {
    if (from.top !== "blocks") return undefined;
    const [fromBlock, toBlock] = [blockFolderOf(from), blockFolderOf(to)];
    if (!toBlock || fromBlock === toBlock) return undefined;
    if (fromBlock) {
      return `blocks/${fromBlock}/ imports another block's folder (blocks/${toBlock}/): what two blocks share lives in a layer below blocks/, or in blocks/ beside defineBlock.ts.`;
    }
    if (from.parts[1] === "blockDefinitions.ts") return undefined;
    return `blocks/${from.parts[1]} imports a block's folder (blocks/${toBlock}/): the blocks' shared modules sit below the block folders; only the list, blockDefinitions.ts, imports them.`;
  }
  const [fromLayer, toLayer] = [layerOf.get(from.top), layerOf.get(to.top)];
  for (const [place, layer] of [
    [from, fromLayer],
    [to, toLayer],
  ]) {
    if (layer === undefined) {
      return `${place.top}/ has no layer: give it its place in SITE_LAYERS (scripts/siteLayers.js) and docs/architecture.md.`;
    }
  }
  if (toLayer < fromLayer) {
    return `${from.top}/ is below ${to.top}/ in the layers of site/app (docs/architecture.md): it may import only the layers below its own. Move what both need down, or pass it in from above.`;
  }
  if (toLayer === fromLayer) {
    return `${from.top}/ and ${to.top}/ share a layer of site/app (docs/architecture.md), so neither imports the other: move what both need to a layer below.`;
  }
  return undefined;
}

/** The rule: every relative import, re-export and `import()` of a module of `site/app`. */
export const siteLayersRule = {
  meta: {
    type: "problem",
    docs: { description: "Each folder of site/app imports only the layers below its own." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const appRoot = resolve(context.cwd, "site/app");
    const from = placeOf(appRoot, file);
    if (!from) return {};
    const check = (source) => {
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      if (!source.value.startsWith(".")) return;
      const to = placeOf(appRoot, resolve(dirname(file), source.value));
      if (!to) return;
      const message = wrongWay(from, to);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
