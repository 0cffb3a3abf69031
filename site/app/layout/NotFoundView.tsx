import { Container, Heading, Link, Section, Stack, Text } from "@workcraft/design-system";
import { localizedPath } from "@workcraft/domain/rules";
import { messagePartsAttribute } from "../i18n/messagePartsAttribute";
import { useShellText } from "../i18n/ShellTextProvider";
import { APP_STORE_PATH } from "../paths";

/**
 * The 404 page: what happened and the ways on from here, in the page's locale (home, the store
 * and contact exist in every locale).
 */
export function NotFoundView({ path }: { path: string }) {
  const text = useShellText();
  const inLocale = (pagePath: string) => localizedPath(pagePath, text.locale);
  return (
    <Section
      spacing="large"
      aria-labelledby="not-found-title"
      {...messagePartsAttribute(text.locale, "notFound")}
    >
      <Container width="medium">
        <Stack gap="medium">
          <Text tone="muted" weight="bold">
            {text.text("notFound.status")}
          </Text>
          <Heading level={1} id="not-found-title">
            {text.text("notFound.title")}
          </Heading>
          <Text>
            {text.text("notFound.noPageAt")} <code>{path}</code>.{" "}
            {text.text("notFound.mayHaveMoved")}
          </Text>
          <Text>
            <Link href={inLocale("/")}>{text.text("notFound.home")}</Link>,{" "}
            {text.text("notFound.browse")}{" "}
            <Link href={inLocale(APP_STORE_PATH)}>{text.text("notFound.apps")}</Link>{" "}
            {text.text("notFound.or")}{" "}
            <Link href={inLocale("/contact")}>{text.text("notFound.tellUs")}</Link>.
          </Text>
        </Stack>
      </Container>
    </Section>
  );
}
