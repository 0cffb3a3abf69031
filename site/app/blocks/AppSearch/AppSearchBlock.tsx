import {
  Button,
  Field,
  TextInput,
  dataFlag,
  useHydrated,
  ContentBlock,
} from "@workcraft/design-system";
import { localizedPath } from "@workcraft/domain/rules";
import { messagePartsAttribute } from "../../i18n/messagePartsAttribute";
import { useShellText } from "../../i18n/ShellTextProvider";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { APP_STORE_PATH } from "../../paths";
import { SEARCH_PARAM } from "../../catalogue/storeFilter";
import { blockViewOf, frameOf, type BlockViewProps } from "../blockView";
import * as styles from "./AppSearchBlock.css";

/**
 * A search box that leads into the store: the store's list of every app opens searched for the
 * words typed (`/business-app/apps?q=…`). It is a plain GET form, so it works before the page
 * has hydrated and without JavaScript; once hydrated it navigates inside the app instead.
 */
export function AppSearchBlock({ props, headingLevel }: BlockViewProps<"AppSearch">) {
  const navigate = useNavigate();
  const text = useShellText();
  const storePath = localizedPath(APP_STORE_PATH, text.locale);
  // True once the form runs in the browser: before that, a search loads the store's page.
  const hydrated = useHydrated();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get(SEARCH_PARAM) ?? "").trim();
    void navigate(
      words
        ? `${storePath}?${new URLSearchParams({ [SEARCH_PARAM]: words }).toString()}`
        : storePath,
    );
  };
  return (
    <ContentBlock
      {...frameOf(props, headingLevel)}
      width="small"
      {...messagePartsAttribute(text.locale, "block")}
    >
      <form
        role="search"
        method="get"
        action={storePath}
        onSubmit={search}
        aria-label={props.title}
        data-app-search=""
        data-hydrated={dataFlag(hydrated)}
      >
        <div className={styles.row}>
          <Field label={text.text("block.search.label")} hint={text.text("block.search.hint")}>
            <TextInput type="search" name={SEARCH_PARAM} autoComplete="off" />
          </Field>
          <Button type="submit">{text.text("block.search.submit")}</Button>
        </div>
      </form>
    </ContentBlock>
  );
}

export default blockViewOf("AppSearch", AppSearchBlock);
