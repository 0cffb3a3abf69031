export { ContentBlock } from "./ContentBlock";
export type { ContentBlockProps } from "./ContentBlock";
