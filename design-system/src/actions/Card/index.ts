export { Card, CardLink, cardAppearances, cardPaddings, cardVariants } from "./Card";
export type { CardAppearance, CardLinkProps, CardPadding, CardProps } from "./Card";
