export { OneTimeCodeInput } from "./OneTimeCodeInput";
export type { OneTimeCodeInputProps } from "./OneTimeCodeInput";
