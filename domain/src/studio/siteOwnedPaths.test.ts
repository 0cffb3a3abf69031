import { describe, expect, it } from "vitest";
import { siteOwnedPathProblem, siteOwnerOfPath } from "./siteOwnedPaths";

const OWNED = {
  routes: ["/cart", "/checkout", "/checkout/done", "/studio/*", "/business-app/apps/:slug"],
  folders: ["/assets", "/images"],
};

describe("the site's own paths", () => {
  it("are its routes, exactly or by their parameters, and every path of its file folders", () => {
    expect(siteOwnerOfPath("/cart", OWNED)).toBe("the route /cart");
    expect(siteOwnerOfPath("/checkout/done", OWNED)).toBe("the route /checkout/done");
    expect(siteOwnerOfPath("/studio", OWNED)).toBe("the route /studio/*");
    expect(siteOwnerOfPath("/studio/pages/x", OWNED)).toBe("the route /studio/*");
    expect(siteOwnerOfPath("/business-app/apps/crm", OWNED)).toBe(
      "the route /business-app/apps/:slug",
    );
    expect(siteOwnerOfPath("/assets", OWNED)).toBe("the file folder /assets");
    expect(siteOwnerOfPath("/images/x", OWNED)).toBe("the file folder /images");
  });

  it("leave every other path to pages", () => {
    for (const path of [
      "/cart-tips",
      "/checkout/other",
      "/business-app/apps",
      "/business-app/apps/crm/more",
      "/assets-guide",
      "/use-case/fleet-crm",
    ]) {
      expect(siteOwnerOfPath(path, OWNED), path).toBeUndefined();
    }
  });

  it("are refused to a Studio page, saying whose they are", () => {
    expect(siteOwnedPathProblem("/checkout/done", OWNED)).toBe(
      "/checkout/done is the site's own (the route /checkout/done): choose another path for this page",
    );
    expect(siteOwnedPathProblem("/pricing", OWNED)).toBeUndefined();
  });
});
