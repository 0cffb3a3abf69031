import type { StudioRedirect } from "@workcraft/domain/schemas";
import {
  Button,
  ConfirmDialog,
  Heading,
  Stack,
  Text,
  VisuallyHidden,
} from "@workcraft/design-system";
import { useState } from "react";
import { callApi, describeApiFailure } from "../../api/apiClient";
import { readableDateTime } from "../studioWords";
import * as styles from "./studioScreens.css";
import { LoadingState, NoticeLine, StudioTable, type ScreenNotice } from "./StudioTable";
import { useLoaded } from "./useLoaded";

/**
 * The redirects moved pages left at their old paths, for publishers: where each leads, whether
 * the site answers it now (only while its page is published, never at the site's own paths),
 * and deleting one, after which its path answers as if no page had been there.
 */
export function RedirectsScreen() {
  const [loaded, change] = useLoaded(
    async () => (await callApi("studio/redirects/list", {})).redirects,
    "redirects",
  );
  const [notice, setNotice] = useState<ScreenNotice>(null);

  function deleted({ from }: StudioRedirect) {
    change((redirects) => redirects.filter((redirect) => redirect.from !== from));
    setNotice({ tone: "done", text: `The redirect from ${from} is deleted.` });
  }

  return (
    <section aria-labelledby="studio-redirects">
      <Stack gap="medium">
        <Heading level={2} id="studio-redirects">
          Redirects
        </Heading>
        <Text size="small" tone="muted">
          A published page moved to another path leaves a redirect at its old one. The site answers
          it while the page is published.
        </Text>
        <NoticeLine notice={notice} />
        <LoadingState loaded={loaded} loading="Loading the redirects…" />
        {loaded.status === "loaded" ? (
          loaded.data.length === 0 ? (
            <Text>No redirect: no published page has been moved.</Text>
          ) : (
            <StudioTable
              caption="Redirects of moved pages, by the path they leave from"
              columns={["From", "To", "Since", "Answered", "Delete"]}
            >
              {loaded.data.map((redirect) => (
                <RedirectRow
                  key={redirect.from}
                  redirect={redirect}
                  onDeleted={() => deleted(redirect)}
                  onFailed={(text) => setNotice({ tone: "failed", text })}
                />
              ))}
            </StudioTable>
          )
        ) : null}
      </Stack>
    </section>
  );
}

/** One redirect and its delete button, which asks first. */
function RedirectRow({
  redirect,
  onDeleted,
  onFailed,
}: {
  redirect: StudioRedirect;
  onDeleted: () => void;
  onFailed: (text: string) => void;
}) {
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      await callApi("studio/redirects/delete", { from: redirect.from });
      onDeleted();
    } catch (error) {
      onFailed(describeApiFailure(error));
      setBusy(false);
    }
  }

  return (
    <tr>
      <td className={styles.longTextCell}>{redirect.from}</td>
      <td className={styles.longTextCell}>{redirect.to}</td>
      <td className={styles.cell}>
        <time dateTime={redirect.createdAt}>{readableDateTime(redirect.createdAt)}</time>
      </td>
      <td className={styles.cell}>
        {redirect.answered ? "Yes" : "No: its page is off the site, or the path is the site's"}
      </td>
      <td className={styles.cell}>
        <ConfirmDialog
          question={`Delete the redirect from ${redirect.from}?`}
          description={`${redirect.from} then answers as if no page had been there; ${redirect.to} stays as it is.`}
          confirmLabel="Delete the redirect"
          cancelLabel="Keep it"
          onConfirm={() => void remove()}
          trigger={
            <Button size="small" variant="ghost" loading={busy}>
              Delete<VisuallyHidden> the redirect from {redirect.from}</VisuallyHidden>
            </Button>
          }
        />
      </td>
    </tr>
  );
}
