export { CartButton, describeCartCount } from "./CartButton";
export type { CartButtonProps } from "./CartButton";
