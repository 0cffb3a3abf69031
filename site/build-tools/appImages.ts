import {
  ARTWORK_SIZES,
  appArtworks,
  brandMarkOf,
  loadInter,
  type ArtworkName,
} from "@workcraft/app-art";
import { imageVariantNames, imageVariantWidths } from "@workcraft/design-system/image-variants";
import {
  APP_IMAGE_ROOT,
  CATALOGUE_APPS,
  appShareImageUrl,
  type CatalogueApp,
} from "@workcraft/domain";
import { colour } from "@workcraft/tokens/palette";
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type Sharp } from "sharp";

/** The formats the catalogue's image URLs ask for, by their file extension. */
export type AppImageFormat = "svg" | "jpeg" | "webp";

/** One file the site serves for the catalogue: which drawing, in which format and size. */
export interface AppImageFile {
  /** The URL the catalogue names, e.g. `/images/apps/deal-flow/feature-1-315.webp`. */
  url: string;
  appId: string;
  artwork: ArtworkName;
  format: AppImageFormat;
  width: number;
  height: number;
}

/** Pixel widths of the drawings that have one file each; feature variants take the design system's. */
export const APP_IMAGE_WIDTHS = {
  /** The store picture (`imageUrlV2`). */
  picture: 960,
  /**
   * The full-size feature image (`imageUrl`, `webpUrl`): the widest variant's size, 1240 by 775,
   * the intrinsic size the site gives feature images; drawn once for both URLs.
   */
  featureFullSize: imageVariantWidths.xlImg,
  /** The page's share image (og:image). */
  share: ARTWORK_SIZES.share.width,
} as const;

/**
 * How each raster format is encoded: progressive mozjpeg at 78 and WebP at 75 keep the flat
 * drawings crisp at a fraction of the default sizes.
 */
export const APP_IMAGE_ENCODING = {
  jpeg: { quality: 78, progressive: true, mozjpeg: true },
  webp: { quality: 75, effort: 4 },
} as const;

/** The format a URL's extension names. */
function formatOf(url: string): AppImageFormat {
  if (url.endsWith(".svg")) return "svg";
  if (url.endsWith(".jpg") || url.endsWith(".jpeg")) return "jpeg";
  if (url.endsWith(".webp")) return "webp";
  throw new Error(`No image format for the extension of ${url}`);
}

/** Every image file one app's catalogue entry names, with the drawing and size each shows. */
export function appImageFiles(app: CatalogueApp): AppImageFile[] {
  const file = (url: string | undefined, artwork: ArtworkName, width: number): AppImageFile => {
    if (!url?.startsWith(`${APP_IMAGE_ROOT}/`)) {
      throw new Error(`App ${app.id}: image URL ${String(url)} is not under ${APP_IMAGE_ROOT}/`);
    }
    const natural = artwork.startsWith("feature-")
      ? ARTWORK_SIZES.feature
      : ARTWORK_SIZES[artwork as "icon" | "picture" | "share"];
    const format = formatOf(url);
    const drawnWidth = format === "svg" ? natural.width : width;
    return {
      url,
      appId: app.id,
      artwork,
      format,
      width: drawnWidth,
      height: Math.round((drawnWidth * natural.height) / natural.width),
    };
  };
  const files = [
    file(app.imageUrl, "icon", ARTWORK_SIZES.icon.width),
    file(app.imageUrlV2, "picture", APP_IMAGE_WIDTHS.picture),
    file(appShareImageUrl(app.id), "share", APP_IMAGE_WIDTHS.share),
  ];
  app.features.forEach((feature, index) => {
    const artwork: ArtworkName = `feature-${index + 1}`;
    files.push(
      file(feature.imageUrl, artwork, APP_IMAGE_WIDTHS.featureFullSize),
      file(feature.webpUrl, artwork, APP_IMAGE_WIDTHS.featureFullSize),
    );
    for (const variant of imageVariantNames) {
      const urls = feature[variant];
      const width = imageVariantWidths[variant];
      files.push(file(urls.imgUrl, artwork, width), file(urls.webpUrl, artwork, width));
    }
  });
  return files;
}

/** Every image file of the whole catalogue. */
export function catalogueImageFiles(
  apps: readonly CatalogueApp[] = CATALOGUE_APPS,
): AppImageFile[] {
  return apps.flatMap(appImageFiles);
}

const siteDir = fileURLToPath(new URL("..", import.meta.url));

export interface GenerateOptions {
  /** The folder whose files the site serves at `/` (default `site/public`). */
  publicDir?: string;
  /** Where the record of what was drawn from what is kept (default `site/.cache/app-images.json`). */
  manifestFile?: string;
  /** How many drawings are rendered at once (default: one per core). */
  concurrency?: number;
  /** The apps to draw (default: the whole catalogue). */
  apps?: readonly CatalogueApp[];
}

/** What a generation did and how long it took. */
export interface GenerateReport {
  files: number;
  /** Files drawn and encoded in this run. */
  written: number;
  /** Files whose drawing and encoding had not changed since the last run, left as they were. */
  unchanged: number;
  /** Files no app names any more, deleted. */
  removed: number;
  /** Bytes of all the files the catalogue names. */
  bytes: number;
  milliseconds: number;
}

interface Manifest {
  /** Per URL: the fingerprint of what the file was made from, and its size. */
  files: Record<string, { fingerprint: string; bytes: number }>;
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

async function readManifest(path: string): Promise<Manifest> {
  try {
    const parsed = JSON.parse(await readFile(path, "utf8")) as Partial<Manifest>;
    return { files: parsed.files ?? {} };
  } catch {
    return { files: {} };
  }
}

async function sizeOf(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch {
    return undefined;
  }
}

/** Writes through a temporary file and a rename, so no reader ever sees half a file. */
async function writeAtomically(path: string, content: Buffer | string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, path);
}

/** Runs `tasks` with at most `limit` of them at once. */
async function runLimited(tasks: Array<() => Promise<void>>, limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next];
      next += 1;
      await task!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/** Deletes files under `directory` that are not in `keep` (nor being written), then empty folders. */
async function removeStale(directory: string, keep: ReadonlySet<string>): Promise<number> {
  let removed = 0;
  let entries;
  try {
    entries = await readdir(directory, { recursive: true, withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile() && !keep.has(path) && !entry.name.endsWith(".tmp")) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort((a, b) => b.split(sep).length - a.split(sep).length);
  for (const folder of folders) {
    if ((await readdir(folder)).length === 0) await rmdir(folder);
  }
  return removed;
}

/**
 * Draws every image the catalogue names into `publicDir` at the URL's path: icons as SVG,
 * everything else rendered by sharp to JPEG or WebP at the width the URL asks for. A file is
 * drawn again only when its SVG or encoding changed (a fingerprint per file in the manifest)
 * or it is missing; files no app names any more are removed.
 */
export async function generateAppImages(options: GenerateOptions = {}): Promise<GenerateReport> {
  const started = performance.now();
  const publicDir = options.publicDir ?? join(siteDir, "public");
  const manifestFile = options.manifestFile ?? join(siteDir, ".cache", "app-images.json");
  const concurrency = options.concurrency ?? Math.max(1, availableParallelism());
  const apps = options.apps ?? CATALOGUE_APPS;
  const typeface = await loadInter();
  // The Workcraft mark on the share images is the favicon's.
  const brandMark = brandMarkOf(await readFile(join(siteDir, "public", "favicon.svg"), "utf8"));
  const previous = await readManifest(manifestFile);
  const manifest: Manifest = { files: {} };
  const tasks: Array<() => Promise<void>> = [];
  const expected = new Set<string>();
  let unchanged = 0;
  let written = 0;

  // One libvips thread per image: the images themselves are rendered side by side.
  sharp.concurrency(1);

  for (const app of apps) {
    const artworks = new Map(
      appArtworks(app, { typeface, brandMark }).map((artwork) => [artwork.name, artwork]),
    );
    // One render per drawing and width, encoded to every format asked at that width.
    const renders = new Map<string, AppImageFile[]>();
    for (const file of appImageFiles(app)) {
      const key = `${file.artwork}@${file.width}`;
      renders.set(key, [...(renders.get(key) ?? []), file]);
    }
    for (const files of renders.values()) {
      const artwork = artworks.get(files[0]!.artwork);
      if (!artwork) throw new Error(`App ${app.id} has no drawing "${files[0]!.artwork}"`);
      const svgFingerprint = sha256(artwork.svg);
      const stale: Array<AppImageFile & { path: string; fingerprint: string }> = [];
      for (const file of files) {
        const path = join(publicDir, file.url);
        expected.add(path);
        const fingerprint = sha256(
          JSON.stringify([
            svgFingerprint,
            file.format,
            file.width,
            file.height,
            APP_IMAGE_ENCODING,
            sharp.versions,
          ]),
        );
        const known = previous.files[file.url];
        const bytes = await sizeOf(path);
        if (known?.fingerprint === fingerprint && known.bytes === bytes) {
          manifest.files[file.url] = known;
          unchanged += 1;
        } else {
          stale.push({ ...file, path, fingerprint });
        }
      }
      if (stale.length === 0) continue;
      tasks.push(async () => {
        const { width, height } = stale[0]!;
        let raster: Sharp | undefined;
        // Rendered once for all formats at this width, when a raster format is asked for.
        const rendered = () =>
          (raster ??= sharp(Buffer.from(artwork.svg), { density: (72 * width) / artwork.width })
            .resize(width, height, { fit: "fill" })
            .flatten({ background: colour.surface }));
        // Encoded once per format, for every URL that asks for this drawing at this size.
        const encoded = new Map<AppImageFormat, Promise<Buffer>>();
        const encode = (format: AppImageFormat): Promise<Buffer> => {
          if (format === "svg") return Promise.resolve(Buffer.from(artwork.svg));
          const image = rendered().clone();
          return (
            format === "jpeg"
              ? image.jpeg(APP_IMAGE_ENCODING.jpeg)
              : image.webp(APP_IMAGE_ENCODING.webp)
          ).toBuffer();
        };
        for (const file of stale) {
          if (!encoded.has(file.format)) encoded.set(file.format, encode(file.format));
          const content = await encoded.get(file.format)!;
          await writeAtomically(file.path, content);
          manifest.files[file.url] = { fingerprint: file.fingerprint, bytes: content.byteLength };
          written += 1;
        }
      });
    }
  }

  await runLimited(tasks, concurrency);
  const removed = await removeStale(join(publicDir, APP_IMAGE_ROOT), expected);
  await writeAtomically(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`);
  const bytes = Object.values(manifest.files).reduce((sum, file) => sum + file.bytes, 0);
  return {
    files: expected.size,
    written,
    unchanged,
    removed,
    bytes,
    milliseconds: performance.now() - started,
  };
}

/** The file a catalogue image URL is served from, under `publicDir`. */
export function appImagePath(url: string, publicDir = join(siteDir, "public")): string {
  const path = join(publicDir, url);
  if (relative(publicDir, path).startsWith("..")) throw new Error(`${url} leaves ${publicDir}`);
  return path;
}
