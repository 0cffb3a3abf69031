import type {
  SignedInStudioPerson,
  StudioPage,
  StudioPageTranslations,
  StudioSitePages,
} from "@workcraft/domain/schemas";
import { Container, Link, Section, Stack, Text } from "@workcraft/design-system";
import { STUDIO_PATH } from "@workcraft/domain/rules";
import { useEffect, useMemo, useState } from "react";
import { callApi, describeApiFailure } from "../../api/apiClient";
import { blockDefinitions } from "../../blocks/blockDefinitions";
import { loadBlockViews } from "../../blocks/blockViews";
import { studioPageSource } from "./composerSource";
import { PageComposer } from "./PageComposer";
import { StudioPageActions } from "./StudioPageActions";

type Loaded =
  | { status: "loading" }
  | {
      status: "loaded";
      page: StudioPage;
      site: StudioSitePages;
      translations: StudioPageTranslations;
    }
  | { status: "failed"; message: string };

/**
 * Opens a Studio page in the editor: its draft, its languages (the English page a translation is
 * compared with), the site's pages and lists (for links, copies and previews) and every block's
 * view, loaded before the editor shows so the preview never waits for a view.
 */
export default function ComposerScreen({
  id,
  person,
}: {
  id: string;
  person: SignedInStudioPerson;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  // Counts the openings: a restore opens the page again, with the draft it restored.
  const [opening, setOpening] = useState(0);
  useEffect(() => {
    let current = true;
    Promise.all([
      callApi("studio/pages/get", { id }),
      callApi("studio/site/pages", {}),
      callApi("studio/pages/translations", { id }),
      loadBlockViews(Object.keys(blockDefinitions)),
    ]).then(
      ([page, site, translations]) =>
        current && setLoaded({ status: "loaded", page, site, translations }),
      (error: unknown) =>
        current && setLoaded({ status: "failed", message: describeApiFailure(error) }),
    );
    return () => {
      current = false;
    };
  }, [id, opening]);

  const page = loaded.status === "loaded" ? loaded.page : null;
  const translations = loaded.status === "loaded" ? loaded.translations : undefined;
  const source = useMemo(() => page && studioPageSource(page, translations), [page, translations]);

  if (loaded.status === "loaded" && page && source) {
    const reopen = () => {
      setLoaded({ status: "loading" });
      setOpening((count) => count + 1);
    };
    return (
      <PageComposer
        // A page opened again is a new editor, given its draft anew.
        key={`${page.id}:${opening}`}
        source={source}
        site={loaded.site}
        actions={(props) => (
          <StudioPageActions
            {...props}
            page={page}
            person={person}
            reopen={reopen}
            translations={loaded.translations}
          />
        )}
      />
    );
  }
  return (
    <Section spacing="medium">
      <Container width="small">
        <Stack gap="medium">
          {loaded.status === "failed" ? (
            <Text role="alert" tone="danger">
              {loaded.message}
            </Text>
          ) : (
            <Text role="status">Opening the page…</Text>
          )}
          <Link href={STUDIO_PATH}>All pages</Link>
        </Stack>
      </Container>
    </Section>
  );
}
