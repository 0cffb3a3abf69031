import { Container, Heading, Link, Section, Stack, Text } from "@workcraft/design-system";
import { localizedPath } from "@workcraft/domain/rules";
import type { ReactNode, Ref } from "react";
import { useShellText } from "../i18n/ShellTextProvider";
import { messagePartsAttribute } from "../i18n/messagePartsAttribute";
import * as styles from "./launchNoticePage.css";

/**
 * The frame of a page a launch notice's mail links to: its outcome, said where a screen reader
 * hears it change (the heading takes focus through `headingRef` once the outcome is known), what
 * the page offers to do next, and the way home.
 */
export function LaunchNoticePage({
  outcome,
  title,
  body,
  headingRef,
  children,
}: {
  /** Where the page is, for tests and styles (`data-outcome`). */
  outcome: string;
  title: string;
  body?: string | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  /** What the visitor may do now: try again, unsubscribe. */
  children?: ReactNode;
}) {
  const text = useShellText();
  return (
    <Section spacing="large" {...messagePartsAttribute(text.locale, "notice", "form")}>
      <Container width="small">
        <Stack gap="medium" data-outcome={outcome}>
          <Stack gap="medium" role="status">
            <Heading level={1} ref={headingRef} tabIndex={-1} className={styles.heading}>
              {title}
            </Heading>
            {body && <Text>{body}</Text>}
          </Stack>
          {children}
          <Text>
            <Link href={localizedPath("/", text.locale)}>{text.text("notice.home")}</Link>
          </Text>
        </Stack>
      </Container>
    </Section>
  );
}
