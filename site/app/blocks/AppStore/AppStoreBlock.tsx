import {
  AppCard,
  Button,
  Field,
  Grid,
  Select,
  Stack,
  Text,
  TextInput,
  dataFlag,
} from "@workcraft/design-system";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { useNavigationType, useSearchParams } from "react-router";
import { callApi } from "../../api/apiClient";
import { AddToCartButton } from "../../cart/AddToCartButton";
import { BlockFrame, frameOf } from "../BlockFrame";
import { itemLevel } from "../blockLevel";
import type { BlockViewProps } from "../blockView";
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
} from "./storeFilter";

const noSubscription = () => () => {};

/**
 * False while React hydrates the prerendered HTML (which shows the whole store), true after and
 * on every later render: the address's search and filters apply right after hydration, so the
 * first render in the browser matches the HTML.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function countText(count: number): string {
  return count === 1 ? "1 app" : `${count} apps`;
}

/**
 * Every app of the store: prerendered from the catalogue, then refreshed from
 * `list-apps-from-store`. The search (name and description, as the visitor types) and the
 * filters live in the address, so it can be shared, reloaded, and the back button steps back.
 */
export function AppStoreBlock({ props, headingLevel }: BlockViewProps<"AppStore">) {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const query: StoreQuery = hydrated ? storeQueryOf(params) : { search: "", filters: {} };
  const [entries, setEntries] = useState(props.apps);
  const [refreshed, setRefreshed] = useState(false);
  const searchId = useId();

  // The controls and the list follow the visitor's keys at once and the address follows them,
  // a moment later. An address the visitor arrives at (a link, a reload, Back) sets them in turn;
  // the addresses this block asked for (the last few, as they may arrive late) do not.
  const navigationType = useNavigationType();
  const [asked, setAsked] = useState(query);
  const address = storeParamsOf(query).toString();
  const [seenAddress, setSeenAddress] = useState(address);
  const [ownAddresses, setOwnAddresses] = useState<string[]>([]);
  if (seenAddress !== address) {
    setSeenAddress(address);
    if (navigationType === "POP" || !ownAddresses.includes(address)) {
      setAsked(query);
      setOwnAddresses([]);
    }
  }

  useEffect(() => {
    let current = true;
    callApi("app-store/list-apps-from-store", {})
      .then((listed) => {
        if (current) setEntries(refreshStore(props.apps, listed));
      })
      // Without an answer the prerendered list stays: it is the catalogue the site was built from.
      .catch(() => {})
      .finally(() => {
        if (current) setRefreshed(true);
      });
    return () => {
      current = false;
    };
  }, [props.apps]);

  const show = (next: StoreQuery, replace: boolean) => {
    setAsked(next);
    setOwnAddresses((own) => [...own.slice(-9), storeParamsOf(next).toString()]);
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

  const shown = filterStore(entries, asked);
  const filtered = isFiltered(asked);
  const level = itemLevel(headingLevel);
  return (
    <BlockFrame {...frameOf(props, headingLevel)}>
      <Stack gap="large">
        <div role="search" className={styles.controls} aria-label="Search and filter the apps">
          <Field label="Search apps" className={styles.search} controlId={searchId}>
            <TextInput
              type="search"
              name="q"
              autoComplete="off"
              value={asked.search}
              onChange={(event) => search(event.target.value)}
            />
          </Field>
          {STORE_FACETS.map(({ key, label }) => (
            <Field key={key} label={label}>
              <Select
                name={key}
                value={asked.filters[key] ?? ""}
                onChange={(event) => filter(key, event.target.value)}
              >
                <option value="">Any</option>
                {props.facetOptions[key].map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </Field>
          ))}
        </div>
        <div className={styles.summary}>
          <Text role="status" weight="bold" data-store-count={shown.length}>
            {filtered
              ? `${countText(shown.length)} of ${entries.length} match`
              : `${countText(entries.length)}`}
          </Text>
          {filtered && shown.length > 0 && (
            <Button variant="link" onClick={clear}>
              Clear search and filters
            </Button>
          )}
        </div>
        {shown.length === 0 ? (
          <Stack gap="small" data-store-empty="">
            <Text size="large">No app matches your search and filters.</Text>
            <Text tone="muted">
              Try fewer words or another filter, or start again from every app.
            </Text>
            <div>
              <Button variant="secondary" onClick={clear}>
                Clear search and filters
              </Button>
            </div>
          </Stack>
        ) : (
          <Grid
            as="ul"
            columns={{ mobile: 1, tablet: 2, desktop: 3 }}
            gap="large"
            data-store-list=""
            data-store-refreshed={dataFlag(refreshed)}
            data-store-hydrated={dataFlag(hydrated)}
          >
            {shown.map((app) => (
              <AppCard
                key={app.id}
                as="li"
                data-app-id={app.id}
                name={app.name}
                headingLevel={level}
                description={app.description || undefined}
                {...(app.iconUrl ? { imageSrc: app.iconUrl } : {})}
                {...(app.price === null ? {} : { price: app.price })}
                comingSoon={app.comingSoon}
                href={app.href}
                action={
                  <AddToCartButton appId={app.id} appName={app.name} comingSoon={app.comingSoon} />
                }
              />
            ))}
          </Grid>
        )}
      </Stack>
    </BlockFrame>
  );
}
