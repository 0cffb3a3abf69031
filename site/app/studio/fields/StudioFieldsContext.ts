import { createContext } from "react";

/** What the Studio tells its field controls about the site beyond the page being edited. */
export interface StudioFieldsValue {
  /** The paths of the site's pages (`/pricing`…), offered as a link's address. */
  sitePaths: readonly string[];
}

/** The site around the page being edited, for the field controls; none by default. */
export const StudioFieldsContext = createContext<StudioFieldsValue>({ sitePaths: [] });
