import { Heading, Stack, Text } from "@workcraft/design-system";
import { useSearchParams } from "react-router";
import { callApi } from "../../api/apiClient";
import { STUDIO_SCREENS } from "../studioPaths";
import { auditEntryInWords, auditPersonText, readableDateTime } from "../studioWords";
import { PageLinks, pageAsked } from "./PageLinks";
import * as styles from "./studioScreens.css";
import { LoadingState, StudioTable } from "./StudioTable";
import { useLoaded } from "./useLoaded";

const AUDIT_PATH = STUDIO_SCREENS.find((screen) => screen.id === "audit")!.path;

/**
 * The Studio's audit log, for its admins: newest first, a page at a time as the API pages it
 * (`?page=2` in the address), each entry when, who, what and on what.
 */
export function AuditScreen() {
  const [params] = useSearchParams();
  const page = pageAsked(params.get("page"));
  const [loaded] = useLoaded(() => callApi("studio/audit/list", { page }), String(page));

  return (
    <section aria-labelledby="studio-audit">
      <Stack gap="medium">
        <Heading level={2} id="studio-audit">
          Audit log
        </Heading>
        <LoadingState loaded={loaded} loading="Loading the audit log…" />
        {loaded.status === "loaded" ? (
          <>
            <Text size="small" tone="muted">
              {loaded.data.total === 1 ? "1 entry" : `${loaded.data.total} entries`}, newest first.
            </Text>
            {loaded.data.items.length === 0 ? (
              <Text>No entry on this page.</Text>
            ) : (
              <StudioTable
                caption={"The Studio's audit log, newest first"}
                columns={["When", "Who", "What", "On what"]}
              >
                {loaded.data.items.map((entry) => {
                  const words = auditEntryInWords(entry);
                  return (
                    <tr key={entry.id}>
                      <td className={styles.cell}>
                        <time dateTime={entry.at}>{readableDateTime(entry.at)}</time>
                      </td>
                      <td className={styles.longTextCell}>{auditPersonText(entry.person)}</td>
                      <td className={styles.longTextCell}>{words.action}</td>
                      <td className={styles.longTextCell}>{words.subject}</td>
                    </tr>
                  );
                })}
              </StudioTable>
            )}
            <PageLinks
              label="Pages of the audit log"
              noun="entries"
              page={loaded.data.page}
              pageSize={loaded.data.pageSize}
              total={loaded.data.total}
              hasMore={loaded.data.hasMore}
              hrefOf={(number) => `${AUDIT_PATH}?page=${number}`}
            />
          </>
        ) : null}
      </Stack>
    </section>
  );
}
