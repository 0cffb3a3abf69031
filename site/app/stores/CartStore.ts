import type { CartChange, CartItem, Catalogue } from "@workcraft/domain/rules";
import { makeAutoObservable, runInAction } from "mobx";
import { localizedPath } from "@workcraft/domain/rules";
import { loadCatalogue, loadMessageFormatting, type ShellText } from "../i18n/shellText";
import { APP_STORE_PATH } from "../paths";
import { readKept, type KeptValues } from "./browserStorage";
import type { UiStore } from "./UiStore";

/** The local-storage key of the cart, shared by every tab of the site. */
export const CART_STORAGE_KEY = "workcraft.cart";

/** The local-storage key of the template whose apps the cart holds, if any. */
export const CART_TEMPLATE_STORAGE_KEY = "workcraft.cartTemplate";

/** A template (one price variant of it) put in the cart: its apps and its monthly price. */
export interface CartTemplate {
  /** The variant's id where the template has variants, else the template's (the checkout's `?template=`). */
  id: string;
  name: string;
  monthlyCents: number;
  appIds: string[];
}

function isCartTemplate(value: unknown): value is CartTemplate {
  const template = value as CartTemplate;
  return (
    typeof template === "object" &&
    template !== null &&
    typeof template.id === "string" &&
    typeof template.name === "string" &&
    typeof template.monthlyCents === "number" &&
    Array.isArray(template.appIds)
  );
}

/** Where the banner-core-apps toast sends the visitor for more apps. */
export const MORE_APPS_HREF = APP_STORE_PATH;

/**
 * The cart's rules and the catalogue, with the wording of their notices, loaded the first time the
 * cart changes.
 */
const cartRules = () => import("./cartRules");
type CartRules = Awaited<ReturnType<typeof cartRules>>;

function isCartItem(value: unknown): value is CartItem {
  const item = value as CartItem;
  return (
    typeof item === "object" &&
    item !== null &&
    typeof item.id === "string" &&
    typeof item.name === "string" &&
    typeof item.quantity === "number"
  );
}

/** Items read back from storage: anything that is not a list of cart items is an empty cart. */
function keptItems(value: unknown): CartItem[] {
  return Array.isArray(value) ? value.filter(isCartItem) : [];
}

/**
 * The visitor's cart of apps: kept in local storage and in step across open tabs. Adding or
 * removing goes through the domain's cart rules (dependencies, exclusions, coming soon), which
 * load with the catalogue on first use, so pages without a cart button never download them.
 * Every message a rule gives is shown as the one toast.
 */
export class CartStore {
  items: CartItem[] = [];
  /** The template whose apps were added, priced at its monthly price while they all stay. */
  template: CartTemplate | null = null;

  constructor(
    private readonly ui: UiStore,
    private readonly storage: KeptValues | null,
    /** The API's origin: the page's own, or a test server's. */
    private readonly apiOrigin = "",
  ) {
    makeAutoObservable<CartStore, "ui" | "storage" | "apiOrigin" | "launched">(this, {
      ui: false,
      storage: false,
      apiOrigin: false,
      launched: false,
    });
  }

  /** What the shell says in the page's locale, for the checkout's messages (none in tests). */
  get shellText(): ShellText | null {
    return this.ui.shellText;
  }

  /** Apps in the cart. */
  get count(): number {
    return this.items.length;
  }

  has(appId: string): boolean {
    return this.items.some((item) => item.id === appId);
  }

  /**
   * Reads the kept cart and follows changes other tabs make. In the browser only, after the
   * first render, so the server's HTML (an empty cart) and the first client render agree.
   * Returns a function that stops following.
   */
  restore(
    target: Pick<Window, "addEventListener" | "removeEventListener"> | null = null,
  ): () => void {
    this.readKeptCart();
    if (!target) return () => {};
    const follow = (event: StorageEvent) => {
      if (
        event.key !== CART_STORAGE_KEY &&
        event.key !== CART_TEMPLATE_STORAGE_KEY &&
        event.key !== null
      )
        return;
      runInAction(() => this.readKeptCart());
    };
    target.addEventListener("storage", follow as EventListener);
    return () => target.removeEventListener("storage", follow as EventListener);
  }

  /**
   * The cart's rules, with the words of its toasts in the page's locale and their formatter,
   * loaded the first time the cart changes: pages without a cart button never download them.
   */
  private async rules() {
    const locale = this.ui.shellText?.locale;
    const [rules] = await Promise.all([
      cartRules(),
      loadMessageFormatting(),
      locale ? loadCatalogue(locale, ["cart"]) : undefined,
    ]);
    return rules;
  }

  /** Adds an app and the apps it depends on; tells what happened in the toast. */
  async addApp(appId: string): Promise<CartChange> {
    const { addAppToCart, cartChangeText, ...rules } = await this.rules();
    const change = await this.afterLaunches(rules, (catalogue) =>
      addAppToCart(this.items, appId, catalogue),
    );
    return this.apply(change, cartChangeText);
  }

  /** Adds several apps (a template's, a bundle's) all or nothing, passing over coming-soon ones. */
  async addApps(appIds: readonly string[]): Promise<CartChange> {
    const { addAppsToCart, cartChangeText, ...rules } = await this.rules();
    const change = await this.afterLaunches(rules, (catalogue) =>
      addAppsToCart(this.items, appIds, catalogue),
    );
    return this.apply(change, cartChangeText);
  }

  /** The ids of the coming-soon apps whose launch was announced, asked of the API once. */
  private launched: Promise<ReadonlySet<string>> | null = null;

  /**
   * A cart rule's change on the catalogue of the build; when the rule finds an app coming soon,
   * its change on the catalogue with the apps launched since the build available (as the API
   * knows them, asked once). Without an answer, coming-soon apps stay so.
   */
  private async afterLaunches(
    rules: Pick<CartRules, "catalogue" | "withLaunchedApps" | "foundComingSoon" | "launchedAppIds">,
    rule: (catalogue: Catalogue) => CartChange,
  ): Promise<CartChange> {
    const change = rule(rules.catalogue);
    if (!rules.foundComingSoon(change)) return change;
    this.launched ??= rules.launchedAppIds(this.apiOrigin);
    const launched = await this.launched;
    return launched.size === 0 ? change : rule(rules.withLaunchedApps(rules.catalogue, launched));
  }

  /**
   * Adds a template's apps all or nothing (coming-soon ones passed over, and named); the cart
   * then holds the template, priced at its monthly price.
   */
  async addTemplate(template: CartTemplate): Promise<CartChange> {
    const change = await this.addApps(template.appIds);
    if (change.ok) this.keepTemplate(template);
    return change;
  }

  /**
   * Removes an app, unless apps in the cart depend on it (the toast names them). Removing an app
   * of the cart's template takes the template out: its apps are then priced one by one.
   */
  async removeApp(appId: string): Promise<CartChange> {
    const { removeAppFromCart, catalogue, cartChangeText } = await this.rules();
    const change = this.apply(removeAppFromCart(this.items, appId, catalogue), cartChangeText);
    if (change.ok && this.template?.appIds.includes(appId)) this.keepTemplate(null);
    return change;
  }

  /**
   * Whether the cart may go to checkout. With only default apps the banner-core-apps toast
   * says why, with its Add More Apps button.
   */
  async startCheckout(): Promise<boolean> {
    const { checkCheckout, catalogue } = await this.rules();
    const check = checkCheckout(this.items, catalogue);
    if (check.ok) return true;
    const text = this.ui.shellText;
    if (check.reason === "only-default-apps") {
      this.ui.showToast({
        type: "banner-core-apps",
        message: text?.text("toast.onlyDefaultApps") ?? check.message,
        action: {
          label: text?.text("toast.addMoreApps") ?? "Add More Apps",
          href: text ? localizedPath(MORE_APPS_HREF, text.locale) : MORE_APPS_HREF,
        },
      });
    } else {
      this.ui.showToast({
        type: "banner",
        message: text?.text("toast.emptyCart") ?? check.message,
      });
    }
    return false;
  }

  /** Empties the cart (after its workspace was created). */
  clear(): void {
    this.keep([]);
    this.keepTemplate(null);
  }

  private readKeptCart(): void {
    this.items = keptItems(readKept(this.storage, CART_STORAGE_KEY, []));
    const template = readKept<unknown>(this.storage, CART_TEMPLATE_STORAGE_KEY, null);
    this.template = isCartTemplate(template) ? template : null;
  }

  private keepTemplate(template: CartTemplate | null): void {
    this.template = template;
    try {
      this.storage?.setItem(CART_TEMPLATE_STORAGE_KEY, JSON.stringify(template));
    } catch {
      // Storage full or refused: the cart still works for this page.
    }
  }

  /** Keeps a change and shows its toast, worded in the page's locale by `cartChangeText`. */
  private apply(change: CartChange, cartChangeText: CartRules["cartChangeText"]): CartChange {
    if (change.ok) this.keep([...change.items]);
    const message = cartChangeText(this.ui.shellText, change);
    if (message) this.ui.showToast({ type: "banner", message });
    return change;
  }

  private keep(items: CartItem[]): void {
    this.items = items;
    try {
      this.storage?.setItem(CART_STORAGE_KEY, JSON.stringify(items));
    } catch {
      // Storage full or refused: the cart still works for this page.
    }
  }
}
