export { Button, buttonSizes, buttonVariantNames, buttonVariants } from "./Button";
export type { ButtonProps, ButtonSize, ButtonVariant } from "./Button";
