import { afterEach, describe, expect, it, vi } from "vitest";
import config from "../../vite.config";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the footer's year", () => {
  it("is the year the site was built, not the year the page is opened", async () => {
    vi.useFakeTimers({ now: new Date("2027-01-01T00:00:05Z") });
    vi.stubEnv("VITE_BUILD_YEAR", "2026");
    vi.resetModules();
    const { BUILD_YEAR } = await import("./buildYear");
    expect(BUILD_YEAR).toBe(2026);
  });

  it("is written into the build by the site's Vite config", () => {
    expect(config.define?.["import.meta.env.VITE_BUILD_YEAR"]).toBe(
      JSON.stringify(String(new Date().getFullYear())),
    );
  });
});
