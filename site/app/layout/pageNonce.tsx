import { createContext, useContext } from "react";

/**
 * The CSP nonce of a page rendered on request, for the inline scripts the site writes itself
 * (React Router's and React's get it from the renderer). The server's renderer provides it;
 * prerendered pages and the browser have none (prerendered pages are allowed by hashes).
 */
export const PageNonceContext = createContext<string | undefined>(undefined);

/** An inline script of the site's own, carrying the page's nonce when it has one. */
export function InlineScript({ source }: { source: string }) {
  const nonce = useContext(PageNonceContext);
  // The browser hides a nonce once parsed, so the one React hydrates is empty: not a mismatch.
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />
  );
}
