export * as Dialog from "./Dialog";
export { dialogSizes, dialogVariants } from "./Dialog";
export type { ContentProps as DialogContentProps, DialogSize } from "./Dialog";
