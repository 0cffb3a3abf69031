import type { StudioExperiment, StudioSitePages } from "@workcraft/domain/schemas";
import { armName } from "@workcraft/domain/rules";
import { Button, Container, Inline, Link, Section, Stack, Text } from "@workcraft/design-system";
import { useEffect, useMemo, useState } from "react";
import { callApi, describeApiFailure } from "../../api/apiClient";
import { blockDefinitions } from "../../blocks/blockDefinitions";
import { loadBlockViews } from "../../blocks/blockViews";
import type { StudioPageJson } from "../pageData";
import { experimentPath } from "../studioPaths";
import { downloadPageFile } from "./downloadPageFile";
import { experimentVariantSource } from "./composerSource";
import { PageComposer } from "./PageComposer";

type Loaded =
  | { status: "loading" }
  | {
      status: "loaded";
      experiment: StudioExperiment;
      variant: { content: Record<string, unknown>; revision: number };
      site: StudioSitePages;
    }
  | { status: "failed"; message: string };

/**
 * Opens a variant of an experiment in the page editor: the same editor, blocks, preview, checks
 * and weight on a phone as a Studio page, saved to the variant (revision-checked: a 409 says
 * someone saved it since). A variant is neither published, scheduled nor shared by a preview
 * link: it goes on the site when its experiment starts, after the same checks.
 */
export default function VariantComposerScreen({ id, arm }: { id: string; arm: number }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [exported, setExported] = useState("");
  useEffect(() => {
    let current = true;
    Promise.all([
      callApi("studio/experiments/results", { id }),
      callApi("studio/experiments/get-variant", { id, arm }),
      callApi("studio/site/pages", {}),
      loadBlockViews(Object.keys(blockDefinitions)),
    ]).then(
      ([results, variant, site]) =>
        current && setLoaded({ status: "loaded", experiment: results.experiment, variant, site }),
      (error: unknown) =>
        current && setLoaded({ status: "failed", message: describeApiFailure(error) }),
    );
    return () => {
      current = false;
    };
  }, [id, arm]);

  const source = useMemo(
    () =>
      loaded.status === "loaded"
        ? experimentVariantSource(loaded.experiment, arm, loaded.variant)
        : null,
    [loaded, arm],
  );

  if (loaded.status === "loaded" && source && loaded.experiment.status === "draft") {
    return <PageComposer source={source} site={loaded.site} />;
  }
  return (
    <Section spacing="medium">
      <Container width="small">
        <Stack gap="medium">
          {loaded.status === "loading" ? (
            <Text role="status">Opening the variant…</Text>
          ) : loaded.status === "failed" ? (
            <Text role="alert" tone="danger">
              {loaded.message}
            </Text>
          ) : (
            <>
              <Text role="alert">
                This experiment has started: its variants are fixed while it runs, and stay as they
                ran once it ends.
              </Text>
              <Inline gap="small" alignItems="center">
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() =>
                    setExported(
                      downloadPageFile(
                        loaded.experiment.path,
                        loaded.variant.content as StudioPageJson,
                      ),
                    )
                  }
                >
                  Export {armName(arm)} as the page&apos;s content file
                </Button>
                <Text role="status" size="small">
                  {exported}
                </Text>
              </Inline>
            </>
          )}
          <Link href={experimentPath(id)}>The experiment</Link>
        </Stack>
      </Container>
    </Section>
  );
}
