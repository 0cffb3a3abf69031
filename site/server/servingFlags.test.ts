import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVING_NODE_FLAGS, servingFlagsWarning } from "./servingFlags";

describe("the flags Node serves the site with", () => {
  it("are given by npm run serve, as docs/deploy.md tells a deployment", () => {
    const site = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      scripts: Record<string, string>;
    };
    const deploy = readFileSync(new URL("../../docs/deploy.md", import.meta.url), "utf8");
    for (const flag of SERVING_NODE_FLAGS) {
      expect(site.scripts.serve).toContain(`node ${flag} build/app-server/main.js`);
      expect(deploy).toContain(`node ${flag} site/build/app-server/main.js`);
    }
  });

  it("are asked for at start when missing, by name and with the command to use", () => {
    expect(servingFlagsWarning(["--no-memory-reducer"])).toBeUndefined();
    expect(servingFlagsWarning(["--enable-source-maps", "--no-memory-reducer"])).toBeUndefined();
    expect(servingFlagsWarning([])).toMatch(
      /^WARNING: Node was started without --no-memory-reducer: .*node --no-memory-reducer site\/build\/app-server\/main\.js/u,
    );
  });
});
