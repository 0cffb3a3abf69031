export { CallToAction } from "./CallToAction";
export type { CallToActionProps } from "./CallToAction";
