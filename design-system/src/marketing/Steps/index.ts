export { Steps, stepsOrientations, stepsVariants } from "./Steps";
export type { StepsItem, StepsOrientation, StepsProps } from "./Steps";
