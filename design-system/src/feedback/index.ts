export * from "./Toast";
export * from "./Dialog";
export * from "./ConfirmDialog";
