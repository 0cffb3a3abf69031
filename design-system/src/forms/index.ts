export * from "./Field";
export * from "./TextInput";
export * from "./TextArea";
export * from "./Select";
export * from "./Checkbox";
export * from "./OneTimeCodeInput";
export * from "./NotifyMeForm";
