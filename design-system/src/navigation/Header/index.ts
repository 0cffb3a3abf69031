export { Header, headerVariants } from "./Header";
export type { HeaderProps } from "./Header";
export { STICKY_HEADER_OFFSET, useScrolledPast } from "./useScrolledPast";
