export { Header, headerVariants } from "./Header";
export type { HeaderLabels, HeaderProps } from "./Header";
export { STICKY_HEADER_OFFSET, useScrolledPast } from "./useScrolledPast";
