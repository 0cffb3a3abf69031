import type { StudioPageSummary, StudioSitePage } from "@workcraft/domain/schemas";
import { Heading, Link, Stack, Text, VisuallyHidden } from "@workcraft/design-system";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { callApi, describeApiFailure } from "../../api/apiClient";
import { composerPath, newExperimentPath, STUDIO_SCREENS } from "../studioPaths";
import { NewPageForm } from "./NewPageForm";
import { LANGUAGE_STATE_WORDS, pageLanguages } from "./pageLanguages";

type Loaded =
  | { status: "loading" }
  | { status: "loaded"; pages: StudioPageSummary[]; sitePages: StudioSitePage[] }
  | { status: "failed"; message: string };

/** A Studio page's state in words: published (which version), or a draft only. */
function stateOf(page: StudioPageSummary): string {
  const editing = page.editors.map((editor) => editor.name ?? editor.email);
  return [
    page.published ? `Published, version ${page.published.number}` : "Draft, not published",
    `saved ${page.updatedAt.slice(0, 16).replace("T", " ")} UTC by ${page.updatedBy.name ?? page.updatedBy.email}`,
    ...(editing.length > 0 ? [`open now: ${editing.join(", ")}`] : []),
  ].join("; ");
}

const EXPERIMENTS_PATH = STUDIO_SCREENS.find((screen) => screen.id === "experiments")!.path;

/**
 * The Studio's pages, each opening its editor, with its languages (each translation published, a
 * draft or missing; and, for those who may run experiments, trying a variant of a published one),
 * and the form that starts a new one.
 */
export function PagesScreen({ mayExperiment = false }: { mayExperiment?: boolean }) {
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  useEffect(() => {
    let current = true;
    Promise.all([callApi("studio/pages/list", {}), callApi("studio/site/pages", {})]).then(
      ([list, site]) =>
        current && setLoaded({ status: "loaded", pages: list.pages, sitePages: site.pages }),
      (error: unknown) =>
        current && setLoaded({ status: "failed", message: describeApiFailure(error) }),
    );
    return () => {
      current = false;
    };
  }, []);

  if (loaded.status === "loading") return <Text role="status">Loading the pages…</Text>;
  if (loaded.status === "failed") {
    return (
      <Text role="alert" tone="danger">
        {loaded.message}
      </Text>
    );
  }
  return (
    <Stack gap="large">
      <section aria-labelledby="studio-pages">
        <Stack gap="medium">
          <Heading level={2} id="studio-pages">
            Pages
          </Heading>
          {loaded.pages.length === 0 ? (
            <Text>No page yet: start one below.</Text>
          ) : (
            <ul>
              {loaded.pages.map((page) => (
                <li key={page.id}>
                  <Stack gap="xsmall">
                    <Link href={composerPath(page.id)}>{page.title ?? page.path}</Link>
                    <Text size="small" tone="muted">
                      {page.path}: {stateOf(page)}
                    </Text>
                    <Text size="small" tone="muted">
                      Languages:{" "}
                      {pageLanguages(page, loaded.pages).map(({ locale, name, state }, index) => (
                        <span key={locale}>
                          {index > 0 ? ", " : ""}
                          <span lang={locale}>{name}</span> {LANGUAGE_STATE_WORDS[state]}
                        </span>
                      ))}
                    </Text>
                    {mayExperiment && page.published ? (
                      <Text size="small">
                        <Link href={newExperimentPath(page.path)}>
                          Try a variant<VisuallyHidden> of {page.path}</VisuallyHidden>
                        </Link>
                      </Text>
                    ) : null}
                  </Stack>
                </li>
              ))}
            </ul>
          )}
          {mayExperiment ? (
            <Text size="small">
              To try a variant of any other page of the site, a content file&apos;s or the
              catalogue&apos;s, choose it under <Link href={EXPERIMENTS_PATH}>Experiments</Link>.
            </Text>
          ) : null}
        </Stack>
      </section>
      <NewPageForm
        sitePages={loaded.sitePages}
        onCreated={(id) => void navigate(composerPath(id))}
      />
    </Stack>
  );
}
