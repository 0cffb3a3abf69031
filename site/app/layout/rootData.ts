import type { NavigationLink } from "@workcraft/design-system";

/** What the root route loads for every page: the footer's links to the use-case pages. */
export interface RootData {
  useCases: NavigationLink[];
}
