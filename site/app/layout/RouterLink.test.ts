import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { RouterLink } from "./RouterLink";

/** The anchor the site draws for a link the design system hands it as one inside the site. */
function drawn(href: string): string {
  return renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(RouterLink, { href }, "the terms")),
  );
}

describe("the site's link inside the site", () => {
  it("is the router's link for a path of the site", () => {
    const html = drawn("/pricing");
    expect(html).toContain('href="/pricing"');
    expect(html).not.toContain("rel=");
  });

  // The design system hands the site every address without a scheme or a leading //.
  it.each(["/\\evil.example/x", "/\t/evil.example", "\\\\evil.example", "pricing"])(
    'is a plain anchor with rel="noopener noreferrer" for %j, which the link rule does not call a path of the site',
    (href) => {
      const html = drawn(href);
      expect(html).toContain('rel="noopener noreferrer"');
      expect(html).not.toContain("data-discover");
    },
  );
});
