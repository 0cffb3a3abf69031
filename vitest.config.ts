import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: ["default", "./scripts/summary-reporter.ts"],
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["{tokens,domain,api,site}/src/**/*.test.ts", "site/{app,server}/**/*.test.ts"],
        },
      },
    ],
  },
});
