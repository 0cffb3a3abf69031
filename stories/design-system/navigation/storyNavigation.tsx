// What the navigation stories share: the site's brand and a logo. The menus, footer columns
// and top-bar links themselves come from the site (site/app/navigation), their one home.
// Links render through a LinkProvider whose anchor never navigates, so play tests can follow them.
import { Link } from "@workcraft/design-system";
import { BRAND } from "../../../site/app/config/site";
import { STORY_YEAR } from "../../support/storyYear";

export { BRAND };
/** A fixed year: stories must render the same every time. */
export const YEAR = STORY_YEAR;

export function Logo() {
  return (
    <Link href="/" tone="inherit" underline="hover">
      <strong>{BRAND}</strong>
    </Link>
  );
}

/** Renders the story's internal links through the shared recording link. */
export { withRecordingLinks as withStoryLinks } from "../../support/storyLinks";
