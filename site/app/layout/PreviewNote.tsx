import { Container, Text } from "@workcraft/design-system";
import { dateTimeFormat } from "@workcraft/domain/rules";
import * as styles from "./PreviewNote.css";

/** When a preview link expires, as the note writes it: "November 27, 2026 at 9:30 AM". */
function untilInWords(until: string): string {
  return dateTimeFormat({ dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(
    new Date(until),
  );
}

/**
 * Says, above a page a preview link shows, that it is not the live page: a draft shown for
 * review, until the link expires. Written in UTC, so the server's words and the browser's match.
 */
export function PreviewNote({ until }: { until: string }) {
  return (
    <div className={styles.note} role="note" aria-label="Preview">
      <Container>
        <Text>
          <strong>Preview.</strong> This page is a draft shown for review: it is not on the site and
          search engines do not see it. The link works until {untilInWords(until)} UTC.
        </Text>
      </Container>
    </div>
  );
}
