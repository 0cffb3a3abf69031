import {
  AppCard,
  Button,
  Field,
  Grid,
  HydrationPart,
  Select,
  Stack,
  Text,
  TextInput,
  dataFlag,
  itemHeadingLevel,
  ContentBlock,
  useHydrated,
} from "@workcraft/design-system";
import { formatCount } from "@workcraft/domain/rules";
import { countWords } from "../../i18n/countWords";
import { messagePartsAttribute } from "../../i18n/messagePartsAttribute";
import { useShellText } from "../../i18n/ShellTextProvider";
import { facetWord } from "./facetWords";
import type { ShellText } from "../../i18n/shellText";
import { formatPrice, toCents } from "@workcraft/domain/rules";
import { useId, useMemo, useState } from "react";
import { useLocation, useNavigationType, useSearchParams, type Location } from "react-router";
import { callApi } from "../../api/apiClient";
import { AddToCartButton } from "../../cart/AddToCartButton";
import { blockViewOf, frameOf, type BlockViewProps } from "../blockView";
import { useRefresh } from "../../refresh/useRefresh";
import * as styles from "./AppStoreBlock.css";
import {
  filterStore,
  isFiltered,
  refreshStore,
  STORE_FACETS,
  storeParamsOf,
  storeQueryOf,
  type StoreFacet,
  type StoreQuery,
} from "../../catalogue/storeFilter";

/** The store unfiltered: what the prerendered HTML shows. */
const EVERY_APP: StoreQuery = { search: "", filters: {} };

/** The one refresh of the store's list: the same for every address of the page. */
const STORE_REFRESH = "list-apps-from-store";

/** What the visitor last typed or chose, where, and the addresses the block asked for since. */
interface Typed {
  query: StoreQuery;
  /**
   * The location shown when it was typed: it holds until the next navigation, which makes
   * another location (Back to the same entry too), so no earlier typing comes back.
   */
  at: Location;
  addresses: string[];
}

function countText(text: ShellText, count: number): string {
  return countWords(text, count, { one: "block.store.app.one", other: "block.store.app.other" });
}

/**
 * Every app of the store: prerendered from the catalogue, then refreshed from
 * `list-apps-from-store`. The search (name and description, as the visitor types) and the
 * filters live in the address, so it can be shared, reloaded, and the back button steps back.
 */
export function AppStoreBlock({ props, headingLevel }: BlockViewProps<"AppStore">) {
  const hydrated = useHydrated();
  const text = useShellText();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const searchId = useId();
  const answer = useRefresh(STORE_REFRESH, (_key, signal) =>
    callApi("app-store/list-apps-from-store", {}, { signal }),
  );
  // Without an answer the prerendered list stays: it is the catalogue the site was built from.
  const listed = answer?.ok ? answer.value : null;
  const entries = useMemo(
    () => (listed ? refreshStore(props.apps, listed) : props.apps),
    [props.apps, listed],
  );

  // The address's search and filters apply right after hydration, so the first render in the
  // browser matches the HTML (the whole store).
  const addressed: StoreQuery = hydrated ? storeQueryOf(params) : EVERY_APP;
  const address = storeParamsOf(addressed).toString();
  // The controls and the list follow the visitor's keys at once and the address follows them,
  // a moment later. An address the visitor arrives at (a link, a reload, Back) sets them in turn;
  // the addresses this block asked for (the last few, as they may arrive late) do not.
  const [typed, setTyped] = useState<Typed | null>(null);
  const typedHolds =
    typed !== null &&
    (typed.at === location || (navigationType !== "POP" && typed.addresses.includes(address)));
  const asked = typedHolds ? typed.query : addressed;

  const show = (next: StoreQuery, replace: boolean) => {
    const own = typedHolds ? typed.addresses : [];
    setTyped({
      query: next,
      at: location,
      addresses: [...own.slice(-9), storeParamsOf(next).toString()],
    });
    setParams(storeParamsOf(next, params), { replace, preventScrollReset: true });
  };
  const search = (text: string) => {
    // One history entry per search: the first key adds it, the next ones change it.
    show({ ...asked, search: text }, asked.search !== "" && text !== "");
  };
  const filter = (key: StoreFacet, value: string) => {
    show({ ...asked, filters: { ...asked.filters, [key]: value } }, false);
  };
  const clear = () => {
    show({ search: "", filters: {} }, false);
    document.getElementById(searchId)?.focus();
  };

  // The list and its cards are made again only when the query (as its address) or the apps
  // change. The render after hydration, which reads the address, and the refresh's answer then
  // leave the cards as they are when they show the same apps: every card drawn again in one
  // task was most of the store page's total blocking time.
  const askedAddress = storeParamsOf(asked).toString();
  const shown = useMemo(
    () => filterStore(entries, storeQueryOf(new URLSearchParams(askedAddress))),
    [entries, askedAddress],
  );
  const filtered = isFiltered(asked);
  const level = itemHeadingLevel(headingLevel);
  const cards = useMemo(
    () =>
      shown.map((app) => (
        // Each card hydrates apart: the store's forty cards hydrated in one task were most of
        // its total blocking time on a slow phone.
        <HydrationPart key={app.id}>
          <AppCard
            as="li"
            className={styles.card}
            data-app-id={app.id}
            name={app.name}
            headingLevel={level}
            description={app.description || undefined}
            {...(app.iconUrl ? { imageSrc: app.iconUrl } : {})}
            {...(app.price === null
              ? {}
              : {
                  priceText: formatPrice(toCents(app.price), {
                    locale: text.locale,
                    free: text.text("block.free"),
                  }),
                })}
            priceLabel={text.text("block.price")}
            comingSoon={app.comingSoon}
            comingSoonLabel={text.text("header.comingSoon")}
            href={app.href}
            action={
              <AddToCartButton appId={app.id} appName={app.name} comingSoon={app.comingSoon} />
            }
          />
        </HydrationPart>
      )),
    [shown, level, text],
  );
  return (
    <ContentBlock
      {...frameOf(props, headingLevel)}
      {...messagePartsAttribute(text.locale, "block", "store")}
    >
      <Stack gap="large">
        <div
          role="search"
          className={styles.controls}
          aria-label={text.text("block.store.controls")}
        >
          <Field
            label={text.text("block.search.label")}
            className={styles.search}
            controlId={searchId}
          >
            <TextInput
              type="search"
              name="q"
              autoComplete="off"
              value={asked.search}
              onChange={(event) => search(event.target.value)}
            />
          </Field>
          {STORE_FACETS.map(({ key, label }) => (
            <Field key={key} label={text.text(label)}>
              <Select
                name={key}
                value={asked.filters[key] ?? ""}
                onChange={(event) => filter(key, event.target.value)}
              >
                <option value="">{text.text("block.store.any")}</option>
                {props.facetOptions[key].map((option) => (
                  <option key={option.value} value={option.value}>
                    {facetWord(text, option)}
                  </option>
                ))}
              </Select>
            </Field>
          ))}
        </div>
        <div className={styles.summary}>
          <Text role="status" weight="bold" data-store-count={shown.length}>
            {filtered
              ? text.format("block.store.matching", {
                  shown: countText(text, shown.length),
                  total: formatCount(entries.length, { locale: text.locale }),
                })
              : countText(text, entries.length)}
          </Text>
          {filtered && shown.length > 0 && (
            <Button variant="link" onClick={clear}>
              {text.text("block.store.clear")}
            </Button>
          )}
        </div>
        {shown.length === 0 ? (
          <Stack gap="small" data-store-empty="">
            <Text size="large">{text.text("block.store.none")}</Text>
            <Text tone="muted">{text.text("block.store.tryAgain")}</Text>
            <div>
              <Button variant="secondary" onClick={clear}>
                {text.text("block.store.clear")}
              </Button>
            </div>
          </Stack>
        ) : (
          <Grid
            as="ul"
            columns={{ mobile: 1, tablet: 2, desktop: 3 }}
            gap="large"
            data-store-list=""
            data-store-refreshed={dataFlag(answer !== null)}
            data-store-hydrated={dataFlag(hydrated)}
          >
            {cards}
          </Grid>
        )}
      </Stack>
    </ContentBlock>
  );
}

export default blockViewOf("AppStore", AppStoreBlock);
