export { Container, containerVariants, containerWidths } from "./Container";
export type { ContainerProps, ContainerWidth } from "./Container";
