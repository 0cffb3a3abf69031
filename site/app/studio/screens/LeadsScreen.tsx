import { LEAD_FORM_NAMES, type LeadFormName } from "@workcraft/domain/rules";
import {
  Button,
  Field,
  Heading,
  Inline,
  Link,
  Select,
  Stack,
  Text,
  VisuallyHidden,
} from "@workcraft/design-system";
import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { callApi } from "../../api/apiClient";
import { leadExperimentInWords } from "../experiments/experimentWords";
import { experimentPath, STUDIO_SCREENS, studioLeadsExportHref } from "../studioPaths";
import { leadFieldsInWords, readableDateTime } from "../studioWords";
import { PageLinks, pageAsked } from "./PageLinks";
import * as styles from "./studioScreens.css";
import { LoadingState, StudioTable } from "./StudioTable";
import { useLoaded } from "./useLoaded";

const LEADS_PATH = STUDIO_SCREENS.find((screen) => screen.id === "leads")!.path;

/** The form an address asks for (`?form=contact`); every form when none or an unknown one. */
function formAsked(value: string | null): LeadFormName | undefined {
  return (LEAD_FORM_NAMES as readonly (string | null)[]).includes(value)
    ? (value as LeadFormName)
    : undefined;
}

/** The leads screen's address for a form and a page. */
function leadsHref(formName: LeadFormName | undefined, page = 1): string {
  const query = new URLSearchParams({
    ...(formName ? { form: formName } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  }).toString();
  return query ? `${LEADS_PATH}?${query}` : LEADS_PATH;
}

/**
 * The lead inbox: the leads the site's forms sent, newest first, a page at a time, of every form
 * or one (both in the address), and the CSV file of the same leads to download.
 */
export function LeadsScreen() {
  const [params] = useSearchParams();
  const formName = formAsked(params.get("form"));
  const page = pageAsked(params.get("page"));
  const [loaded] = useLoaded(
    () => callApi("studio/leads/list", { page, ...(formName ? { formName } : {}) }),
    `${formName ?? ""}:${page}`,
  );

  const which = formName ? `the ${formName} form's leads` : "every form's leads";
  return (
    <section aria-labelledby="studio-leads">
      <Stack gap="medium">
        <Heading level={2} id="studio-leads">
          Leads
        </Heading>
        {/* Its choice starts again from the address whenever the address changes. */}
        <LeadFilter key={formName ?? ""} formName={formName} />
        <Text>
          <Link href={studioLeadsExportHref(formName)} download>
            Download CSV<VisuallyHidden> of {which}</VisuallyHidden>
          </Link>
        </Text>
        <LoadingState loaded={loaded} loading="Loading the leads…" />
        {loaded.status === "loaded" ? (
          <>
            <Text size="small" tone="muted" role="status">
              {loaded.data.total === 1 ? "1 lead" : `${loaded.data.total} leads`}
              {formName ? ` from the ${formName} form` : ""}, newest first.
            </Text>
            {loaded.data.items.length === 0 ? null : (
              <StudioTable
                caption="Leads, newest first"
                columns={["When", "Form", "Page", "What they sent", "Experiments"]}
              >
                {loaded.data.items.map((lead) => (
                  <tr key={lead.id}>
                    <td className={styles.cell}>
                      <time dateTime={lead.createdAt}>{readableDateTime(lead.createdAt)}</time>
                    </td>
                    <td className={styles.cell}>{lead.formName}</td>
                    <td className={styles.longTextCell}>{lead.page ?? "(unknown)"}</td>
                    <td className={styles.longTextCell}>
                      <ul className={styles.fieldLines}>
                        {leadFieldsInWords(lead).map((line, index) => (
                          <li key={index}>{line}</li>
                        ))}
                      </ul>
                    </td>
                    <td className={styles.longTextCell}>
                      {lead.experiments && lead.experiments.length > 0 ? (
                        <ul className={styles.fieldLines}>
                          {lead.experiments.map((experiment) => (
                            <li key={experiment.experimentId}>
                              <Link href={experimentPath(experiment.experimentId)}>
                                {leadExperimentInWords(experiment)}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      ) : (
                        "None"
                      )}
                    </td>
                  </tr>
                ))}
              </StudioTable>
            )}
            <PageLinks
              label="Pages of the leads"
              noun="leads"
              page={loaded.data.page}
              pageSize={loaded.data.pageSize}
              total={loaded.data.total}
              hasMore={loaded.data.hasMore}
              hrefOf={(number) => leadsHref(formName, number)}
            />
          </>
        ) : null}
      </Stack>
    </section>
  );
}

/** The choice of a form, shown when its button is pressed: the address then names the form. */
function LeadFilter({ formName }: { formName: LeadFormName | undefined }) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<string>(formName ?? "");

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(leadsHref(formAsked(choice)));
  }

  return (
    <form onSubmit={filter} aria-label="Filter the leads">
      <Inline gap="small" alignItems="flex-end">
        <Field label="Form">
          <Select name="form" value={choice} onChange={(event) => setChoice(event.target.value)}>
            <option value="">All forms</option>
            {LEAD_FORM_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Inline>
    </form>
  );
}
