import type { StudioPageJson } from "../pageData";
import { pageFileOf } from "../pageFile";

/**
 * Downloads `page` as the content file of the page at `path`, the JSON the repository would hold
 * (`pageFileOf`); answers what to tell the person: the file's name and where it goes.
 */
export function downloadPageFile(path: string, page: StudioPageJson): string {
  const { file, text } = pageFileOf(path, page);
  const name = file.split("/").at(-1)!;
  const address = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = Object.assign(document.createElement("a"), { href: address, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(address), 0);
  return `Exported ${name}: it goes in site/content/${file}`;
}
