export { FAQ } from "./FAQ";
export type { FAQItem, FAQProps } from "./FAQ";
