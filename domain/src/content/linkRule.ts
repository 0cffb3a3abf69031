/*
 * The one rule for every address a page's content links to (action links, rich-text links, a
 * download, any other href a block or the page's meta takes): a path of the site, a web page
 * (https: or http:), a mail link or a phone link. Any other scheme (`javascript:`, `data:`,
 * `vbscript:`…) is refused, and so is a path a browser follows off the site: it reads `\` as
 * `/` and drops tabs and line breaks, so `/\evil.example`, `/<tab>/evil.example` and
 * `//evil.example` all lead to another host. The block schemas (so the build, the Studio's
 * editor and publishing) and the site's renderer apply it.
 */

/** What a link leads to: a page of the site, a web page elsewhere, a mail or a phone call. */
export type LinkKind = "site" | "web" | "mail" | "phone";

/** What no address holds: white space, control characters, or a `\` a browser reads as `/`. */
const UNSAFE = "\\s\\\\\\u0000-\\u001f\\u007f";
const SAFE_CHARACTER = `[^${UNSAFE}]`;

/** Each kind's shape; a site path's second character is no `/` or `\` (those leave the site). */
const SHAPES = {
  site: `/(?![/\\\\])${SAFE_CHARACTER}*`,
  // A host (a name, or an IPv6 address in brackets), perhaps after a user and before a port.
  web: `https?://(?:[^${UNSAFE}/?#@]+@)?(?:[^${UNSAFE}/?#@:[\\]]+|\\[[0-9A-Fa-f:.]+\\])(?::[0-9]{1,5})?(?:[/?#]${SAFE_CHARACTER}*)?`,
  mail: `mailto:[^${UNSAFE}@/?]+@[^${UNSAFE}@/?]+(?:\\?${SAFE_CHARACTER}*)?`,
  phone: "tel:\\+?[0-9][0-9().-]*",
} satisfies Record<LinkKind, string>;

/** The rule as one regular expression, which the JSON Schema of content files carries too. */
export const LINK_PATTERN = `^(?:${Object.values(SHAPES).join("|")})$`;

const shapes = Object.entries(SHAPES).map(
  ([kind, shape]) => [kind as LinkKind, new RegExp(`^${shape}$`, "u")] as const,
);

/** What kind of link an address is, or undefined when no link may hold it. */
export function linkKindOf(href: string): LinkKind | undefined {
  return shapes.find(([, shape]) => shape.test(href))?.[0];
}

/** Whether an address is a path of the site: one that a browser keeps on the site. */
export function isSitePath(href: string): boolean {
  return linkKindOf(href) === "site";
}

/** What a link may hold, in words that end a message. */
export const LINK_RULE_HELP =
  "use a page of the site (/pricing), https://, http://, mailto: or tel:";

const ALLOWED_SCHEMES = ["https", "http", "mailto", "tel"];

/** What is wrong with a link's address, in words naming it; undefined when the rule takes it. */
export function linkProblem(href: string): string | undefined {
  if (linkKindOf(href) !== undefined) return undefined;
  if (href === "") return "A link needs an address";
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\s\u0000-\u001f\u007f]/u.test(href)) {
    // Escaped, so a tab or a line break shows where it is.
    return `${JSON.stringify(href)} holds a space or an invisible character: write the address without them`;
  }
  const shown = `"${href}"`;
  if (/^[/\\][/\\]|^\\/u.test(href)) {
    return `${shown} leads to another site: a page of the site starts with one / and no \\ (/pricing)`;
  }
  if (href.includes("\\")) return `${shown} holds a \\: write / in an address`;
  const scheme = /^([a-z][a-z\d+.-]*):/iu.exec(href)?.[1];
  if (scheme === undefined || href.startsWith("/")) {
    return `${shown} is no link: ${LINK_RULE_HELP}`;
  }
  if (!ALLOWED_SCHEMES.includes(scheme)) {
    return ALLOWED_SCHEMES.includes(scheme.toLowerCase())
      ? `${shown}: write "${scheme.toLowerCase()}:" in lower case`
      : `Links may not use "${scheme}:": ${LINK_RULE_HELP}`;
  }
  if (scheme === "mailto") {
    return `${shown} is no mail link: write mailto: and the address (mailto:press@example.com)`;
  }
  if (scheme === "tel") {
    return `${shown} is no phone link: write tel: and the number's digits (tel:+1-555-0100)`;
  }
  return `${shown} is no full address: write ${scheme}:// and the site's host (${scheme}://example.com/page)`;
}
