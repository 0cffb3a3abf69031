export { Section, sectionBackgrounds, sectionSpacings, sectionVariants } from "./Section";
export type { SectionBackground, SectionProps, SectionSpacing } from "./Section";
