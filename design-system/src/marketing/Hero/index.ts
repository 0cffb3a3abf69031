export { Hero, heroLayouts, heroVariants } from "./Hero";
export type { HeroLayout, HeroProps } from "./Hero";
