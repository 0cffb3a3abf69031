import {
  Button,
  Field,
  TextInput,
  dataFlag,
  useHydrated,
  ContentBlock,
} from "@workcraft/design-system";
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
  // True once the form runs in the browser: before that, a search loads the store's page.
  const hydrated = useHydrated();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get(SEARCH_PARAM) ?? "").trim();
    void navigate(
      words
        ? `${APP_STORE_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: words }).toString()}`
        : APP_STORE_PATH,
    );
  };
  return (
    <ContentBlock {...frameOf(props, headingLevel)} width="small">
      <form
        role="search"
        method="get"
        action={APP_STORE_PATH}
        onSubmit={search}
        aria-label={props.title}
        data-app-search=""
        data-hydrated={dataFlag(hydrated)}
      >
        <div className={styles.row}>
          <Field label="Search apps" hint="By name or by what an app does.">
            <TextInput type="search" name={SEARCH_PARAM} autoComplete="off" />
          </Field>
          <Button type="submit">Search</Button>
        </div>
      </form>
    </ContentBlock>
  );
}

export default blockViewOf("AppSearch", AppSearchBlock);
