export * from "./Box";
export * from "./Container";
export * from "./Grid";
export * from "./Inline";
export * from "./Section";
export * from "./Stack";
export { sprinkles, type Sprinkles } from "../styles/sprinkles.css";
