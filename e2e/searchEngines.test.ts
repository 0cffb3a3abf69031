import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, spawnProductionServer } from "../scripts/localServer";
import { startSiteProcess } from "./siteProcess";

/*
 * What search engines and share previews read, checked on the build and the server as
 * deployed, without a browser: the origin the pages point to, their share tags and their
 * structured data.
 */

const clientDir = fileURLToPath(new URL("../site/build/client/", import.meta.url));
const MAIN = "site/build/app-server/main.js";
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("the canonical origin", () => {
  it("is recorded by the build, and the server warns when started for another", async () => {
    const built = JSON.parse(
      readFileSync(join(clientDir, "..", "server", "site-origin.json"), "utf8"),
    ) as { siteUrl: string };
    const site = await startSiteProcess({ environment: { SITE_URL: "https://www.example.com" } });
    try {
      expect(site.output()).toContain(
        `WARNING: these pages were built for ${built.siteUrl}, but SITE_URL is https://www.example.com`,
      );
    } finally {
      await site.stop();
    }
  });

  it("stops the server at start when SITE_URL is not an origin, naming the variable", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "workcraft-site-url-"));
    folders.push(dataDir);
    const { server, output } = spawnProductionServer(
      MAIN,
      await freePort(),
      { dataDir },
      { SITE_URL: "www.example.com/shop" },
    );
    const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
    const code = await Promise.race([
      exited,
      new Promise<string>((resolve) => setTimeout(() => resolve("still running"), 20_000)),
    ]);
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await exited;
    }
    expect(code, output()).toBe(1);
    expect(output()).toMatch(/SITE_URL must be the site's public origin/u);
    expect(output()).not.toMatch(/\n\s+at /u);
  });
});

describe("a prerendered blog post", () => {
  const html = readFileSync(
    join(clientDir, "blog", "automating-sales-quotes-to-invoices", "index.html"),
    "utf8",
  );
  const meta = (key: string) => new RegExp(`<meta (property|name)="${key}" content="[^"]+"`, "u");

  it("carries the share tags: picture text, locale, site name and X account", () => {
    for (const key of [
      "og:image:alt",
      "twitter:image:alt",
      "og:locale",
      "og:site_name",
      "twitter:site",
    ]) {
      expect(html, key).toMatch(meta(key));
    }
    expect(html).toContain('<meta property="og:locale" content="en_US"');
    expect(html).toContain('<meta name="twitter:site" content="@workcraft"');
  });

  it("carries its BlogPosting in its structured data", () => {
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gsu)];
    const nodes = scripts.flatMap((match) => JSON.parse(match[1]!) as { "@type": string }[]);
    expect(nodes.map((node) => node["@type"])).toContain("BlogPosting");
  });
});
