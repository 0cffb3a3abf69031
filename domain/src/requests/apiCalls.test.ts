import { describe, expect, it } from "vitest";
import { API_BASE_PATH } from "../constants/businessConstants";
import { API_CALLS } from "./apiCalls";

describe("the website API's calls", () => {
  it("sit under the spec's base, each at a path of its own", () => {
    expect(API_BASE_PATH).toBe("/api/v2");
    const paths = API_CALLS.map((call) => call.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("are the spec's calls, all POST with a JSON body, beside the GET calls and uploads of our own", () => {
    const posted = API_CALLS.filter((call) => call.method === "POST").map((call) => call.path);
    expect(posted).toEqual(
      expect.arrayContaining([
        "app-store/list-apps-from-store",
        "app-store/get-app-by-slug",
        "form-capture/send",
        "checkout/project",
        "project-checkout/verify",
        "project-checkout/execute",
        "otp/check",
        "otp/send",
      ]),
    );
    expect(API_CALLS.filter((call) => call.method === "GET").map((call) => call.path)).toEqual([
      "health",
      // The Studio's CSV of the leads, which a link downloads.
      "studio/leads/export",
      "studio/images/list",
    ]);
    expect(API_CALLS.filter((call) => call.upload).map((call) => call.path)).toEqual([
      "studio/images/upload",
    ]);
  });
});
