/** Words of prop names that read better spelled out in an editor. */
const spelledOut: Record<string, string> = {
  id: "ID",
  og: "Open Graph",
  img: "image",
  href: "address",
};

/**
 * A prop's name in words for an editor: `primaryAction` → "Primary action", `appId` → "App ID",
 * `shareImgAlt` → "Share image alt".
 */
export function fieldLabelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/gu, "$1 $2")
    .split(/[\s_-]+/u)
    .filter((word) => word !== "")
    .map((word) => spelledOut[word.toLowerCase()] ?? word.toLowerCase());
  const sentence = words.join(" ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
