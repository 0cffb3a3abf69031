export { Section, sectionSpacings, sectionTones, sectionVariants } from "./Section";
export type { SectionProps, SectionSpacing, SectionTone } from "./Section";
