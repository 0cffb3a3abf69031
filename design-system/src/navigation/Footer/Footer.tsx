import { cva } from "class-variance-authority";
import { useId, type ComponentPropsWithoutRef, type ReactNode, type RefAttributes } from "react";
import { Container } from "../../layout/Container";
import { Icon, isIconName } from "../../media/Icon";
import { MenuLink } from "../MegaMenu/MenuLink";
import type { NavigationLink } from "../navigationLink";
import * as styles from "./Footer.css";

/** The spec's footer types: `default` with the link columns, `small` with the year and two links. */
export const footerTypes = ["default", "small"] as const;
export type FooterType = (typeof footerTypes)[number];

const footerDefaults = { type: "default" } as const;

export const footerVariants = cva(styles.base, {
  variants: { type: styles.type },
  defaultVariants: footerDefaults,
});

/** One link of a footer column. */
export interface FooterLink extends NavigationLink {
  /** The name of a decorative navigation icon before the label (see `iconNames`). */
  icon?: string;
  /** Opens in a new tab and says so. */
  newTab?: boolean;
}

/** A titled column of the default footer. */
export interface FooterColumn {
  /** The column's heading, e.g. "Partners". */
  title: string;
  /** Its links, in order. */
  links: FooterLink[];
}

/** The spec's labels of the small footer's links. */
export const FOOTER_CONTACT = "Contact";
export const FOOTER_PRIVACY_AND_TERMS = "Privacy & Terms";

export interface FooterProps
  extends ComponentPropsWithoutRef<"footer">, RefAttributes<HTMLElement> {
  /** `default` shows the link columns; `small` only the year, Contact and Privacy & Terms. */
  type?: FooterType;
  /** The year of the copyright line (a prop, so renders are deterministic). */
  year: number;
  /** The name after the copyright sign. */
  brand: string;
  /** The default footer's columns, in order (the spec: Partners, Connect, Products, …). */
  columns?: FooterColumn[];
  /** The brand mark above the columns of the default footer. */
  logo?: ReactNode;
  /** Where Contact leads. */
  contactHref?: string;
  /** Where Privacy & Terms leads. */
  privacyHref?: string;
  /**
   * The default footer's further links beside Contact and Privacy & Terms, such as the terms,
   * the cookie policy and the sitemap. The small footer keeps to its two.
   */
  legalLinks?: FooterLink[];
  /** Names the navigation landmark of the columns. */
  label?: string;
  /** The words of Contact, in the page's language (the spec's if none). */
  contactLabel?: string;
  /** The words of Privacy & Terms, in the page's language (the spec's if none). */
  privacyLabel?: string;
}

/** The page's footer: link columns and a copyright line, or only the line (`small`). */
export function Footer({
  type,
  year,
  brand,
  columns = [],
  logo,
  contactHref = "/contact",
  privacyHref = "/legal/privacy-policy",
  legalLinks = [],
  label = "Footer",
  contactLabel = FOOTER_CONTACT,
  privacyLabel = FOOTER_PRIVACY_AND_TERMS,
  className,
  ...props
}: FooterProps) {
  const resolvedType = type ?? footerDefaults.type;
  return (
    <footer
      data-slot="footer"
      data-type={resolvedType}
      className={footerVariants({ type, className })}
      {...props}
    >
      <Container>
        {resolvedType === "default" ? (
          <div className={styles.top}>
            {logo ? <div>{logo}</div> : null}
            <nav aria-label={label} className={styles.columns}>
              {columns.map((column) => (
                <Column key={column.title} column={column} />
              ))}
            </nav>
          </div>
        ) : null}
        <div className={styles.bottom}>
          <p>
            © {year} {brand}
          </p>
          <ul className={styles.bottomLinks}>
            <li>
              <MenuLink href={contactHref} className={styles.link}>
                {contactLabel}
              </MenuLink>
            </li>
            <li>
              <MenuLink href={privacyHref} className={styles.link}>
                {privacyLabel}
              </MenuLink>
            </li>
            {resolvedType === "default"
              ? legalLinks.map((link) => (
                  <li key={link.href}>
                    <MenuLink href={link.href} newTab={link.newTab} className={styles.link}>
                      {link.label}
                    </MenuLink>
                  </li>
                ))
              : null}
          </ul>
        </div>
      </Container>
    </footer>
  );
}

function Column({ column }: { column: FooterColumn }) {
  const titleId = useId();
  return (
    <div>
      <h2 id={titleId} className={styles.columnTitle}>
        {column.title}
      </h2>
      <ul className={styles.list} aria-labelledby={titleId}>
        {column.links.map((link) => (
          <li key={link.href}>
            <MenuLink href={link.href} newTab={link.newTab} className={styles.link}>
              {link.icon && isIconName(link.icon) ? (
                <span className={styles.linkIcon} aria-hidden="true">
                  <Icon name={link.icon} size="text" />
                </span>
              ) : null}
              {link.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
