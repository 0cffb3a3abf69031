import { LOCALE_NAMES, localeOfPath, type SiteLocale } from "@workcraft/domain/rules";
import type { StudioPage, StudioPageTranslations } from "@workcraft/domain/schemas";
import { Button, Link, Text } from "@workcraft/design-system";
import { useState } from "react";
import { useNavigate } from "react-router";
import { callApi, describeApiFailure } from "../../api/apiClient";
import { composerPath } from "../studioPaths";
import * as styles from "./composer.css";
import type { useDraftSaving } from "./useDraftSaving";

type Translating =
  | { status: "idle" }
  | { status: "translating"; locale: SiteLocale }
  | { status: "failed"; message: string };

/**
 * The page's languages in the composer's bar: the one open, each other one's page (published or a
 * draft) to open, and "Translate into …" for a language the page has no translation in yet, which
 * saves the draft, makes the translation as a copy of the English page and opens it.
 */
export function LanguageControl({
  page,
  translations,
  drafts,
}: {
  page: StudioPage;
  translations: StudioPageTranslations;
  drafts: ReturnType<typeof useDraftSaving>;
}) {
  const navigate = useNavigate();
  const [translating, setTranslating] = useState<Translating>({ status: "idle" });
  const open = localeOfPath(page.path).locale;
  const { source } = translations;

  async function translate(locale: SiteLocale) {
    if (!source || locale === "en") return;
    setTranslating({ status: "translating", locale });
    // The English draft as it is now: the translation starts as its copy.
    if (source.id === page.id) await drafts.saveNow();
    try {
      const created = await callApi("studio/pages/translate", { id: source.id, locale });
      void navigate(composerPath(created.id));
    } catch (error) {
      setTranslating({ status: "failed", message: describeApiFailure(error) });
    }
  }

  return (
    <div className={styles.languages} role="group" aria-labelledby="studio-language">
      <Text id="studio-language" weight="bold">
        Language
      </Text>
      <ul className={styles.languageList}>
        {translations.locales.map(({ locale, id, published }) => {
          const name = LOCALE_NAMES[locale];
          const state = published ? "published" : "draft";
          if (locale === open) {
            return (
              <li key={locale}>
                <Text aria-current="page" weight="bold">
                  <span lang={locale}>{name}</span>, {state}
                </Text>
              </li>
            );
          }
          if (id !== null) {
            return (
              <li key={locale}>
                <Link href={composerPath(id)}>
                  <span lang={locale}>{name}</span>, {state}
                </Link>
              </li>
            );
          }
          return (
            <li key={locale}>
              {source && locale !== "en" ? (
                <Button
                  type="button"
                  variant="secondary"
                  size="small"
                  disabled={translating.status === "translating"}
                  onClick={() => void translate(locale)}
                >
                  {translating.status === "translating" && translating.locale === locale
                    ? `Translating into ${name}…`
                    : `Translate into ${name}`}
                </Button>
              ) : (
                <Text tone="muted">
                  <span lang={locale}>{name}</span>: no Studio page
                </Text>
              )}
            </li>
          );
        })}
      </ul>
      {translating.status === "failed" ? (
        <Text role="alert" tone="danger">
          {translating.message}
        </Text>
      ) : null}
    </div>
  );
}
