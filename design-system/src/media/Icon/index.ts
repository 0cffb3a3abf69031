export { Icon, iconSizes, iconVariants, isIconName } from "./Icon";
export type { IconProps, IconSize } from "./Icon";
export { iconNames } from "./drawings";
export type { IconName } from "./drawings";
