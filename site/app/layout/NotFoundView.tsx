import { Container, Heading, Link, Section, Stack, Text } from "@workcraft/design-system";
import { APP_STORE_PATH } from "../paths";
import { NOT_FOUND_TITLE } from "./notFoundText";

/** The 404 page: what happened and the ways on from here. */
export function NotFoundView({ path }: { path: string }) {
  return (
    <Section spacing="large" aria-labelledby="not-found-title">
      <Container width="medium">
        <Stack gap="medium">
          <Text tone="muted" weight="bold">
            Error 404
          </Text>
          <Heading level={1} id="not-found-title">
            {NOT_FOUND_TITLE}
          </Heading>
          <Text>
            There is no page at <code>{path}</code>. It may have moved, or the link may be mistyped.
          </Text>
          <Text>
            <Link href="/">Go to the home page</Link>, browse the{" "}
            <Link href={APP_STORE_PATH}>apps</Link> or{" "}
            <Link href="/contact">tell us what you were looking for</Link>.
          </Text>
        </Stack>
      </Container>
    </Section>
  );
}
