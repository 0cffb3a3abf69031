import { LOCALE_NAMES, type SiteLocale, type UntranslatedField } from "@workcraft/domain/rules";
import { Button, Stack, Text } from "@workcraft/design-system";
import { useShowField } from "./ProblemList";
import * as styles from "./composer.css";

/**
 * What a translation still says in English, as one types: each field a button that opens its
 * block (or the page's fields) and puts the focus on it, as a problem's does. Advice, not a
 * problem: a word may rightly stay the same in both languages, and publishing is not held back.
 */
export function UntranslatedList({
  fields,
  locale,
}: {
  fields: readonly UntranslatedField[];
  locale: SiteLocale;
}) {
  const show = useShowField();
  const language = LOCALE_NAMES[locale];
  return (
    <section className={styles.problems} aria-labelledby="studio-untranslated">
      <Stack gap="small">
        <Text id="studio-untranslated" weight="bold">
          {fields.length === 0
            ? `Every text field is translated into ${language}`
            : `Not translated yet: ${fields.length} ${fields.length === 1 ? "field" : "fields"} still in English, shown so in the preview`}
        </Text>
        {fields.length > 0 ? (
          <ul className={styles.problemList}>
            {fields.map((field) => (
              <li key={field.field}>
                <Button
                  type="button"
                  variant="link"
                  className={styles.problemButton}
                  onClick={() => show(field)}
                >
                  {field.block === undefined ? `Page, ${field.name}` : field.name}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </Stack>
    </section>
  );
}
