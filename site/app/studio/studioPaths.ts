import { STUDIO_PATH } from "@workcraft/domain/rules";

/** The address of a Studio page's editor: `/studio/pages/<id>`. */
export function composerPath(id: string): string {
  return `${STUDIO_PATH}/pages/${id}`;
}

/** The page id of an editor's address, or undefined for any other Studio address. */
export function composerPageId(pathname: string): string | undefined {
  const match = new RegExp(`^${STUDIO_PATH}/pages/([0-9A-Za-z]+)/?$`, "u").exec(pathname);
  return match?.[1];
}
