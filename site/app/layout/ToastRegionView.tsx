// The design system's toast region as a module of its own, so the site can load it on demand.
export { ToastRegion as default } from "@workcraft/design-system";
