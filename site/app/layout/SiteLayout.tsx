import { Container, SkipLink, Text } from "@workcraft/design-system";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BRAND } from "../config/site";
import * as styles from "./SiteLayout.css";

/** The frame every page sits in: skip link, header with the brand, main region and footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <SkipLink href="#main" />
      <header className={styles.header}>
        <Container className={styles.headerRow}>
          <Link to="/" className={styles.brand} aria-label={`${BRAND} home`}>
            {BRAND}
          </Link>
        </Container>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <Container>
          <Text size="small" tone="muted">
            © {new Date().getFullYear()} {BRAND}
          </Text>
        </Container>
      </footer>
    </div>
  );
}
