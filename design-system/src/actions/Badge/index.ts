export { Badge, badgeTones, badgeVariants, COMING_SOON, ComingSoonBadge } from "./Badge";
export type { BadgeProps, BadgeTone } from "./Badge";
