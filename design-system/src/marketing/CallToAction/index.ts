export { CallToAction, callToActionTones } from "./CallToAction";
export type { CallToActionProps, CallToActionTone } from "./CallToAction";
