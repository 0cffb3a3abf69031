export { Toast, toastTypes, toastVariants } from "./Toast";
export type { ToastAction, ToastProps, ToastType } from "./Toast";
export { ToastProvider } from "./ToastProvider";
export type { ToastProviderProps } from "./ToastProvider";
export { ToastRegion } from "./ToastRegion";
export type { ToastMessage, ToastRegionProps } from "./ToastRegion";
