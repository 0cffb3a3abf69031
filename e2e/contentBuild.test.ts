import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteProcess } from "./siteProcess";

/*
 * A marketer's path: one new content file, and the site has a new page. These tests build a
 * second site from a copy of the content folder, beside the one the other tests serve.
 */
const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const contentDir = join(repoRoot, "site", "content");
const fixture = join(repoRoot, "e2e", "fixtures", "use-case-field-service-management.json");
const NEW_PATH = "/use-case/field-service-management";
const BUILD_TIMEOUT = 240_000;

function build(env: Record<string, string>, script: "build" | "routes") {
  const args =
    script === "build"
      ? ["run", "build", "-w", "@workcraft/site"]
      : ["exec", "-w", "@workcraft/site", "--", "react-router", "build"];
  return promisify(execFile)("npm", args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
}

describe("adding a use-case page is adding one content file", () => {
  const work = mkdtempSync(join(tmpdir(), "workcraft-content-"));
  const content = join(work, "content");
  // Inside the site folder, so the server finds its packages in the workspace's node_modules.
  const buildDir = mkdtempSync(join(repoRoot, "site", "build-e2e-"));
  let baseURL = "";
  let stop = async () => {};

  beforeAll(async () => {
    cpSync(contentDir, content, { recursive: true });
    cpSync(fixture, join(content, "use-case", "field-service-management.json"));
    await build({ CONTENT_DIR: content, SITE_BUILD_DIR: buildDir }, "build");
    // On a database of its own on the test PostgreSQL: it starts in about a second, where a
    // fresh embedded one took over 30 s on a busy machine (a clean run failed on it).
    const site = await startSiteProcess({ buildDir });
    baseURL = site.url;
    stop = site.stop;
  }, BUILD_TIMEOUT);

  afterAll(async () => {
    await stop();
    rmSync(work, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  });

  it("gets its route, its prerendered HTML and its sitemap entry", async () => {
    const html = readFileSync(join(buildDir, "client", NEW_PATH.slice(1), "index.html"), "utf8");
    expect(html).toContain("Field service management, planned in one workspace");
    const response = await fetch(`${baseURL}${NEW_PATH}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>Field service management without code");
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${NEW_PATH}</loc>`);
  });

  it("takes its place in the list of use cases and in the footer's Solutions", async () => {
    const resources = await (await fetch(`${baseURL}/resources`)).text();
    expect(resources).toContain(`href="${NEW_PATH}"`);
    expect(resources).toContain("Field Service Management");
    const pricing = await (await fetch(`${baseURL}/pricing`)).text();
    const footer = pricing.slice(pricing.lastIndexOf("<footer"));
    expect(footer).toContain(`href="${NEW_PATH}"`);
  });

  it("leaves the site the tests serve as it was", () => {
    expect(
      existsSync(join(repoRoot, "site", "content", "use-case", "field-service-management.json")),
    ).toBe(false);
  });
});

describe("an invalid content file", () => {
  it(
    "fails the build with a message naming the file, the block, its type and the field",
    async () => {
      const work = mkdtempSync(join(tmpdir(), "workcraft-broken-"));
      try {
        const content = join(work, "content");
        cpSync(contentDir, content, { recursive: true });
        writeFileSync(
          join(content, "broken.json"),
          JSON.stringify({
            meta: {
              title: "A broken page",
              description: "A page whose second block has no title.",
            },
            blocks: [
              { type: "Hero", props: { title: "Broken" } },
              { type: "FeatureGrid", props: { features: [] } },
            ],
          }),
        );
        const failure = await build(
          { CONTENT_DIR: content, SITE_BUILD_DIR: join(work, "build") },
          "routes",
        ).then(
          () => undefined,
          (error: { stdout?: string; stderr?: string }) => `${error.stdout}\n${error.stderr}`,
        );
        expect(failure).toBeDefined();
        expect(failure).toContain("broken.json: block 1 (FeatureGrid), field props.title:");
        expect(failure).toContain("broken.json: block 1 (FeatureGrid), field props.features:");
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
    BUILD_TIMEOUT,
  );
});
