import { Button, Inline, Text } from "@workcraft/design-system";

/**
 * The links between the pages of a list the API pages (newest first): newer, where this page
 * is, older. Each page has an address of its own, so the browser's back button goes back a page.
 */
export function PageLinks({
  label,
  noun,
  page,
  pageSize,
  total,
  hasMore,
  hrefOf,
}: {
  /** Names the navigation: "Pages of the audit log". */
  label: string;
  /** What the list holds, in the plural: "entries". */
  noun: string;
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
  hrefOf: (page: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1 && page === 1) return null;
  return (
    <nav aria-label={label}>
      <Inline gap="small">
        {page > 1 ? (
          <Button variant="secondary" size="small" href={hrefOf(page - 1)}>
            Newer {noun}
          </Button>
        ) : null}
        <Text as="span" size="small" tone="muted">
          Page {page} of {pages}
        </Text>
        {hasMore ? (
          <Button variant="secondary" size="small" href={hrefOf(page + 1)}>
            Older {noun}
          </Button>
        ) : null}
      </Inline>
    </nav>
  );
}

/** The page a list's address asks for (`?page=2`), 1 when it asks for none or nonsense. */
export function pageAsked(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
