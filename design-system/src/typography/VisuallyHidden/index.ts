export { VisuallyHidden, visuallyHiddenClass } from "./VisuallyHidden";
export type { VisuallyHiddenProps } from "./VisuallyHidden";
