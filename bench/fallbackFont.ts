/**
 * Fallback-font benchmark: how closely the site's "Inter Fallback" faces (a local Arial or
 * Liberation Sans with size and metric overrides) match Inter, measured in Debian's Chromium on
 * the pages' own text, per weight and per page. It also derives the overrides from the fonts
 * themselves over all the pages' text, so the values in `tokens/src/fallbackFont.ts` can be
 * recomputed whenever Inter or the copy changes. Run after `npm run build`.
 *
 *   npm run fallback-font -w @workcraft/bench -- [/route ...]
 */
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "./chromium";
import { startProductionServer } from "./productionServer";
import { routesFromArguments } from "./routes";

/** The weights the design tokens use: regular, medium, semibold, bold. */
const WEIGHTS = [400, 500, 600, 700] as const;

/** A local face of the fallback family at its own size (no overrides), for deriving them. */
const LOCAL_FACES = {
  regular: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans")',
  bold: 'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("LiberationSans-Bold")',
};

interface WeightMeasure {
  weight: number;
  /** Width of the text in Inter, in em. */
  inter: number;
  /** Width in the local fallback font without overrides, in em. */
  local: number;
  /** Width in the shipped "Inter Fallback" face, in em (0 when the site defines none). */
  shipped: number;
}

interface PageMeasure {
  weights: WeightMeasure[];
  /** Inter's ascent and descent, in em. */
  interAscent: number;
  interDescent: number;
  /** The shipped fallback's ascent and descent at weight 400, in em. */
  shippedAscent: number;
  shippedDescent: number;
  characters: number;
}

const routes = routesFromArguments(process.argv.slice(2));
const server = await startProductionServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const pages = new Map<string, PageMeasure>();

try {
  const page = await browser.newPage();
  // tsx keeps function names with a `__name` helper that the page does not have.
  await page.addInitScript({ content: "window.__name = (target) => target;" });
  for (const route of routes) {
    const response = await page.goto(`${server.baseURL}${route}`, { waitUntil: "load" });
    if (!response || response.status() >= 400) continue;
    const measured = await page.evaluate(
      async ({ weights, faces }) => {
        const text = document.body.innerText.replace(/\s+/g, " ").trim();
        const size = 2048;
        const local = [
          new FontFace("Local Fallback", faces.regular, { weight: "400" }),
          new FontFace("Local Fallback", faces.regular, { weight: "500" }),
          new FontFace("Local Fallback", faces.bold, { weight: "600" }),
          new FontFace("Local Fallback", faces.bold, { weight: "700" }),
        ];
        for (const face of local) document.fonts.add(await face.load());
        const context = document.createElement("canvas").getContext("2d")!;
        const metrics = async (family: string, weight: number) => {
          const font = `${weight} ${size}px "${family}"`;
          const loaded = await document.fonts.load(font, text);
          context.font = font;
          const m = context.measureText(text);
          return loaded.length === 0 && family !== "Local Fallback" ? undefined : m;
        };
        const result: WeightMeasure[] = [];
        for (const weight of weights) {
          const inter = await metrics("Inter Variable", weight);
          const own = await metrics("Local Fallback", weight);
          const shipped = await metrics("Inter Fallback", weight);
          result.push({
            weight,
            inter: (inter?.width ?? 0) / size,
            local: (own?.width ?? 0) / size,
            shipped: (shipped?.width ?? 0) / size,
          });
        }
        const interRegular = await metrics("Inter Variable", 400);
        const shippedRegular = await metrics("Inter Fallback", 400);
        return {
          weights: result,
          interAscent: (interRegular?.fontBoundingBoxAscent ?? 0) / size,
          interDescent: (interRegular?.fontBoundingBoxDescent ?? 0) / size,
          shippedAscent: (shippedRegular?.fontBoundingBoxAscent ?? 0) / size,
          shippedDescent: (shippedRegular?.fontBoundingBoxDescent ?? 0) / size,
          characters: text.length,
        };
      },
      { weights: [...WEIGHTS], faces: LOCAL_FACES },
    );
    pages.set(route, measured);
  }
} finally {
  await browser.close();
  await server.stop();
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const all = [...pages.values()];
if (all.length === 0) throw new Error(`None of ${routes.join(", ")} answered.`);
const sum = (weight: number, key: "inter" | "local" | "shipped") =>
  all.reduce((total, m) => total + (m.weights.find((w) => w.weight === weight)?.[key] ?? 0), 0);
const { interAscent, interDescent, shippedAscent, shippedDescent } = all[0]!;

console.log(
  `\nInter and its fallback on the text of ${[...pages.keys()].join(", ")} (${all.reduce((n, m) => n + m.characters, 0)} characters), in Chromium:`,
);
console.table(
  WEIGHTS.map((weight) => {
    const [inter, local, shipped] = [
      sum(weight, "inter"),
      sum(weight, "local"),
      sum(weight, "shipped"),
    ];
    const sizeAdjust = inter / local;
    return {
      weight,
      "size-adjust to ship": percent(sizeAdjust),
      "ascent-override": percent(interAscent / sizeAdjust),
      "descent-override": percent(interDescent / sizeAdjust),
      "shipped off by": shipped ? percent(shipped / inter - 1) : "none shipped",
    };
  }),
);
console.log("How far the shipped fallback's width is from Inter's, page by page:");
console.table(
  [...pages].map(([route, m]) => ({
    route,
    ...Object.fromEntries(
      m.weights.map((w) => [
        `weight ${w.weight}`,
        w.shipped ? percent(w.shipped / w.inter - 1) : "-",
      ]),
    ),
  })),
);
console.log(
  `Inter ascent ${percent(interAscent)}, descent ${percent(interDescent)}, line gap 0%; ` +
    (shippedAscent
      ? `shipped fallback ascent ${percent(shippedAscent)}, descent ${percent(shippedDescent)}.`
      : "no shipped fallback face."),
);
