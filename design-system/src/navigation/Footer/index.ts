export {
  Footer,
  FOOTER_CONTACT,
  FOOTER_PRIVACY_AND_TERMS,
  footerTypes,
  footerVariants,
} from "./Footer";
export type { FooterColumn, FooterLink, FooterProps, FooterType } from "./Footer";
