export { TextInput, textInputVariants } from "./TextInput";
export type { TextInputProps } from "./TextInput";
