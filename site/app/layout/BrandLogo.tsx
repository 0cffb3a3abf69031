import { Link } from "@workcraft/design-system";
import { BRAND } from "../config/site";
import * as styles from "./SiteLayout.css";

/** The brand mark of the header, top bar and footer: the brand's name, linking home (`href`: the locale's). */
export function BrandLogo({ href = "/" }: { href?: string }) {
  return (
    <Link href={href} tone="inherit" underline="hover" className={styles.brand}>
      {BRAND}
    </Link>
  );
}
