import type { KeyboardEvent, ReactElement, ReactNode } from "react";
import type * as DesignSystem from "./index";
import {
  AppCard,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  CallToAction,
  Card,
  CardLink,
  CartButton,
  Checkbox,
  ComingSoonBadge,
  ConfirmDialog,
  Container,
  Dialog,
  FAQ,
  ContentBlock,
  FeatureBlock,
  FeatureGrid,
  Field,
  FieldContext,
  Footer,
  Grid,
  Header,
  Heading,
  Hero,
  HydrationPart,
  Icon,
  IconButton,
  Inline,
  Link,
  LinkProvider,
  type LinkComponentProps,
  LanguageSwitch,
  LogoStrip,
  MegaMenu,
  MegaMenuPrimitive,
  MenuLink,
  MenuStrip,
  MobileMenu,
  NotifyMeForm,
  OneTimeCodeInput,
  PriceSummary,
  PricingTable,
  LinkTo,
  ResponsiveImage,
  Section,
  Select,
  SkipLink,
  Stack,
  StatsGrid,
  Steps,
  Tag,
  Testimonial,
  Text,
  TextArea,
  TextInput,
  Toast,
  ToastProvider,
  ToastRegion,
  TopBar,
  VisuallyHidden,
  VoteButton,
} from "./index";

/** What the test hands every component: a class, a data attribute, ids, a handler and a ref. */
export interface Probe {
  className: string;
  "data-probe": string;
  id: string;
  "aria-describedby": string;
  onKeyUp: (event: KeyboardEvent<Element>) => void;
  ref: (element: Element | null) => void;
}

/** Finds a component's root element once it is rendered into `container`. */
export type Locate = (container: HTMLElement) => Element | null;

export interface Fixture {
  /** The component with the probe spread on it last, inside whatever it needs around it. */
  render: (probe: Partial<Probe>) => ReactElement;
  /**
   * Where its root element is, when it is not the outermost element rendered into the
   * container: the content of a portal part, or a component inside its compound root.
   */
  root?: Locate;
  /** Why the root is not simply the outermost element the component renders. */
  why?: string;
}

/** A component without a DOM element of its own: it renders its children where they are. */
export interface Exception {
  render: (probe: Partial<Probe>, children: ReactNode) => ReactElement;
  why: string;
}

// A 1x1 transparent GIF: images that load nothing over the network.
const pixel = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
const image = {
  images: { mdImg: { imgUrl: pixel, webpUrl: pixel } },
  alt: "",
  width: 1,
  height: 1,
};
const action = { label: "Start now", href: "/start" };
const menuItems = [{ type: "item" as const, text: "Pricing", route: "/pricing" }];

/** A stand-in for a router's link component. */
function RouterLink({ children, ...props }: LinkComponentProps) {
  return (
    <a data-router-link="" {...props}>
      {children}
    </a>
  );
}

const inDocument =
  (selector: string): Locate =>
  () =>
    document.querySelector(selector);
const inContainer =
  (selector: string): Locate =>
  (container) =>
    container.querySelector(selector);

/** An open dialog around a dialog part, so the part renders in the dialog's portal. */
function OpenDialog({ children }: { children: ReactNode }) {
  return (
    <Dialog.Root open>
      <Dialog.Content aria-describedby={undefined} hideClose>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * Every exported component, by its export name (`Namespace.Part` for the parts of a
 * namespace), rendered with its fewest required props.
 */
export const fixtures: Record<string, Fixture> = {
  // Layout
  Box: { render: (probe) => <Box {...probe}>Box</Box> },
  Container: { render: (probe) => <Container {...probe}>Column</Container> },
  Grid: {
    render: (probe) => (
      <Grid as="ul" {...probe}>
        <li>Cell</li>
      </Grid>
    ),
  },
  Inline: { render: (probe) => <Inline {...probe}>Row</Inline> },
  Section: { render: (probe) => <Section {...probe}>Band</Section> },
  Stack: { render: (probe) => <Stack {...probe}>Stack</Stack> },

  // Typography
  Heading: {
    render: (probe) => (
      <Heading level={2} {...probe}>
        Heading
      </Heading>
    ),
  },
  Link: {
    render: (probe) => (
      <Link href="/pricing" {...probe}>
        Pricing
      </Link>
    ),
  },
  LinkTo: {
    render: (probe) => (
      <LinkTo href="/pricing" {...probe}>
        Pricing
      </LinkTo>
    ),
  },
  SkipLink: { render: (probe) => <SkipLink {...probe} /> },
  Text: { render: (probe) => <Text {...probe}>Text</Text> },
  VisuallyHidden: { render: (probe) => <VisuallyHidden {...probe}>Hidden</VisuallyHidden> },

  // Actions
  Badge: { render: (probe) => <Badge {...probe}>New</Badge> },
  ComingSoonBadge: { render: (probe) => <ComingSoonBadge {...probe} /> },
  Button: { render: (probe) => <Button {...probe}>Save</Button> },
  Card: { render: (probe) => <Card {...probe}>Card</Card> },
  CardLink: {
    render: (probe) => (
      <CardLink href="/apps/crm" {...probe}>
        CRM
      </CardLink>
    ),
  },
  IconButton: {
    render: (probe) => (
      <IconButton label="Close" {...probe}>
        <svg />
      </IconButton>
    ),
  },
  Tag: { render: (probe) => <Tag {...probe}>CRM</Tag> },

  // Navigation
  MegaMenu: { render: (probe) => <MegaMenu items={menuItems} {...probe} /> },
  "MegaMenuPrimitive.Root": {
    render: (probe) => (
      <MegaMenuPrimitive.Root {...probe}>
        <MegaMenuPrimitive.List>
          <MegaMenuPrimitive.Item>
            <MegaMenuPrimitive.Link href="/pricing">Pricing</MegaMenuPrimitive.Link>
          </MegaMenuPrimitive.Item>
        </MegaMenuPrimitive.List>
      </MegaMenuPrimitive.Root>
    ),
  },
  "MegaMenuPrimitive.List": {
    render: (probe) => (
      <MegaMenuPrimitive.Root>
        <MegaMenuPrimitive.List {...probe}>
          <MegaMenuPrimitive.Item>
            <MegaMenuPrimitive.Link href="/pricing">Pricing</MegaMenuPrimitive.Link>
          </MegaMenuPrimitive.Item>
        </MegaMenuPrimitive.List>
      </MegaMenuPrimitive.Root>
    ),
    root: inContainer("ul"),
    why: "Radix's List wraps the list in a div of its own (its indicator's track); the ul is the part",
  },
  "MegaMenuPrimitive.Item": {
    render: (probe) => (
      <MegaMenuPrimitive.Root>
        <MegaMenuPrimitive.List>
          <MegaMenuPrimitive.Item {...probe}>
            <MegaMenuPrimitive.Link href="/pricing">Pricing</MegaMenuPrimitive.Link>
          </MegaMenuPrimitive.Item>
        </MegaMenuPrimitive.List>
      </MegaMenuPrimitive.Root>
    ),
    root: inContainer("li"),
  },
  "MegaMenuPrimitive.Link": {
    render: (probe) => (
      <MegaMenuPrimitive.Root>
        <MegaMenuPrimitive.List>
          <MegaMenuPrimitive.Item>
            <MegaMenuPrimitive.Link href="/pricing" {...probe}>
              Pricing
            </MegaMenuPrimitive.Link>
          </MegaMenuPrimitive.Item>
        </MegaMenuPrimitive.List>
      </MegaMenuPrimitive.Root>
    ),
    root: inContainer("a"),
  },
  "MegaMenuPrimitive.Trigger": {
    render: (probe) => (
      <MegaMenuPrimitive.Root>
        <MegaMenuPrimitive.List>
          <MegaMenuPrimitive.Item value="apps">
            <MegaMenuPrimitive.Trigger {...probe}>Apps</MegaMenuPrimitive.Trigger>
            <MegaMenuPrimitive.Content>Panel</MegaMenuPrimitive.Content>
          </MegaMenuPrimitive.Item>
        </MegaMenuPrimitive.List>
      </MegaMenuPrimitive.Root>
    ),
    root: inContainer("button"),
  },
  "MegaMenuPrimitive.Content": {
    render: (probe) => (
      <MegaMenuPrimitive.Root defaultValue="apps">
        <MegaMenuPrimitive.List>
          <MegaMenuPrimitive.Item value="apps">
            <MegaMenuPrimitive.Trigger>Apps</MegaMenuPrimitive.Trigger>
            <MegaMenuPrimitive.Content {...probe}>Panel</MegaMenuPrimitive.Content>
          </MegaMenuPrimitive.Item>
        </MegaMenuPrimitive.List>
      </MegaMenuPrimitive.Root>
    ),
    root: inContainer("[data-slot='mega-menu-content']"),
    why: "rendered open: the panel sits under its entry, inside the menu's nav",
  },
  MenuLink: {
    render: (probe) => (
      <MenuLink href="/pricing" {...probe}>
        Pricing
      </MenuLink>
    ),
  },
  Header: { render: (probe) => <Header logo="Workcraft" items={menuItems} {...probe} /> },
  MobileMenu: {
    render: (probe) => <MobileMenu items={menuItems} defaultOpen {...probe} />,
    root: inDocument("[data-slot='mobile-menu']"),
    why: "a portal: its props are the open panel's (the menu button takes `triggerClassName`)",
  },
  Footer: { render: (probe) => <Footer year={2025} brand="Workcraft" {...probe} /> },
  TopBar: { render: (probe) => <TopBar links={[{ label: "Home", href: "/" }]} {...probe} /> },
  LanguageSwitch: {
    render: (probe) => (
      <LanguageSwitch
        languages={[
          { locale: "en", name: "English", href: "/", current: true },
          { locale: "de", name: "Deutsch", href: "/de" },
        ]}
        {...probe}
      />
    ),
  },
  MenuStrip: {
    render: (probe) => (
      <MenuStrip label="Sections" items={[{ label: "CRM", href: "/crm" }]} {...probe} />
    ),
  },
  Breadcrumbs: {
    render: (probe) => (
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Apps" }]} {...probe} />
    ),
  },

  // Feedback
  Toast: {
    render: (probe) => (
      <ToastProvider>
        <Toast open message="Saved" {...probe} />
      </ToastProvider>
    ),
    root: inContainer("ol > li"),
    why: "rendered open, into its provider's viewport",
  },
  "Dialog.Trigger": {
    render: (probe) => (
      <Dialog.Root>
        <Dialog.Trigger {...probe}>Open</Dialog.Trigger>
      </Dialog.Root>
    ),
  },
  "Dialog.Close": {
    render: (probe) => (
      <Dialog.Root>
        <Dialog.Close {...probe}>Close</Dialog.Close>
      </Dialog.Root>
    ),
  },
  "Dialog.Content": {
    render: (probe) => (
      <Dialog.Root open>
        <Dialog.Content {...probe}>
          <Dialog.Title>Title</Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>
    ),
    root: inDocument("[role='dialog']"),
    why: "a portal part, rendered open: the dialog box",
  },
  "Dialog.Title": {
    render: (probe) => (
      <OpenDialog>
        <Dialog.Title {...probe}>Title</Dialog.Title>
      </OpenDialog>
    ),
    root: inDocument("[role='dialog'] > h2"),
    why: "inside an open dialog",
  },
  "Dialog.Description": {
    render: (probe) => (
      <OpenDialog>
        <Dialog.Title>Title</Dialog.Title>
        <Dialog.Description {...probe}>Description</Dialog.Description>
      </OpenDialog>
    ),
    root: inDocument("[role='dialog'] > p"),
    why: "inside an open dialog",
  },
  "Dialog.Actions": {
    render: (probe) => (
      <OpenDialog>
        <Dialog.Title>Title</Dialog.Title>
        <Dialog.Actions {...probe}>
          <button type="button">OK</button>
        </Dialog.Actions>
      </OpenDialog>
    ),
    root: inDocument("[role='dialog'] > div"),
    why: "inside an open dialog",
  },
  ConfirmDialog: {
    render: (probe) => (
      <ConfirmDialog
        defaultOpen
        question="Load the new version?"
        confirmLabel="Load"
        cancelLabel="Later"
        onConfirm={() => {}}
        {...probe}
      />
    ),
    root: inDocument("[role='alertdialog']"),
    why: "a portal: the open dialog box",
  },

  // Forms
  Field: {
    render: (probe) => (
      <Field label="Name" {...probe}>
        <TextInput />
      </Field>
    ),
  },
  Checkbox: {
    render: (probe) => <Checkbox label="Send me news" {...probe} />,
    root: inContainer("input"),
    why: "a native control in its label: name, value, checked, the ref of a form library and a label's `for` must reach the input (the label takes `wrapperClassName`)",
  },
  NotifyMeForm: {
    render: (probe) => (
      <NotifyMeForm
        label="E-mail me when it ships"
        emailLabel="Your e-mail address"
        consentLabel="Yes, e-mail me when it ships"
        submitLabel="Notify me"
        onSend={() => {}}
        {...probe}
      />
    ),
  },
  OneTimeCodeInput: { render: (probe) => <OneTimeCodeInput label="Code" {...probe} /> },
  Select: {
    render: (probe) => (
      <Select {...probe}>
        <option>One</option>
      </Select>
    ),
    root: inContainer("select"),
    why: "a native control in the frame that draws its chevron: name, value and the ref of a form library must reach the select (the frame takes `wrapperClassName`)",
  },
  TextArea: { render: (probe) => <TextArea {...probe} /> },
  TextInput: { render: (probe) => <TextInput {...probe} /> },

  // Media
  ResponsiveImage: {
    render: (probe) => <ResponsiveImage {...image} {...probe} />,
    root: inContainer("img"),
    why: "the picture only chooses a file (`display: contents`); the img is the box layouts place, size and read",
  },
  Icon: { render: (probe) => <Icon name="chart" {...probe} /> },

  // Commerce
  AppCard: { render: (probe) => <AppCard name="CRM" {...probe} /> },
  CartButton: {
    render: (probe) => <CartButton count={2} {...probe} />,
    root: inContainer("button"),
    why: "a button beside the live region that announces its count: its props are the button's",
  },
  PriceSummary: {
    render: (probe) => <PriceSummary totalMonthlyCost="$10" totalYearlyCost="$120" {...probe} />,
  },
  PricingTable: {
    render: (probe) => (
      <PricingTable
        plans={[{ id: "pro", name: "Pro", priceText: "$10", items: ["CRM"], action }]}
        {...probe}
      />
    ),
  },
  StatsGrid: {
    render: (probe) => (
      <StatsGrid type="3-stats" stats={[{ label: "Installs", value: 12 }]} {...probe} />
    ),
  },
  VoteButton: { render: (probe) => <VoteButton votes={3} {...probe} /> },

  // Marketing
  Hero: { render: (probe) => <Hero title="Build apps" {...probe} /> },
  FeatureBlock: {
    render: (probe) => (
      <FeatureBlock title="Workflows" description="Automate." image={image} {...probe} />
    ),
  },
  FeatureGrid: {
    render: (probe) => (
      <FeatureGrid
        title="Features"
        features={[{ id: "crm", title: "CRM", description: "Customers." }]}
        {...probe}
      />
    ),
  },
  CallToAction: {
    render: (probe) => <CallToAction title="Start" primaryAction={action} {...probe} />,
  },
  LogoStrip: {
    render: (probe) => (
      <LogoStrip
        logos={[{ id: "acme", src: pixel, alt: "Acme", width: 1, height: 1 }]}
        {...probe}
      />
    ),
  },
  Testimonial: {
    render: (probe) => <Testimonial quote="It works." authorName="Ada" {...probe} />,
  },
  Steps: {
    render: (probe) => (
      <Steps
        title="How"
        steps={[{ id: "one", title: "Sign up", description: "It is free." }]}
        {...probe}
      />
    ),
  },
  FAQ: {
    render: (probe) => (
      <FAQ title="FAQ" items={[{ id: "q", question: "Why?", answer: "Because." }]} {...probe} />
    ),
  },
  ContentBlock: {
    render: (probe) => (
      <ContentBlock title="Apps" headingLevel={2} {...probe}>
        Cards
      </ContentBlock>
    ),
  },
};

// Exceptions render the probe too (cast: their props do not take it), to show that it lands nowhere.
const anything = (probe: Partial<Probe>) => probe as object;

/** Exported components with no DOM element of their own, and why. */
export const exceptions = {
  "Dialog.Root": {
    render: (probe, children) => <Dialog.Root {...anything(probe)}>{children}</Dialog.Root>,
    why: "holds the open state only: Radix's Root renders its children and no element",
  },
  HydrationPart: {
    render: (probe, children) => <HydrationPart {...anything(probe)}>{children}</HydrationPart>,
    why: "a Suspense boundary React hydrates apart: it renders its children and no element",
  },
  LinkProvider: {
    render: (probe, children) => (
      <LinkProvider component={RouterLink} {...anything(probe)}>
        {children}
      </LinkProvider>
    ),
    why: "a React context provider: it chooses how links render and renders no element",
  },
  FieldContext: {
    render: (probe, children) => (
      <FieldContext value={null} {...anything(probe)}>
        {children}
      </FieldContext>
    ),
    why: "a React context, for custom controls inside a Field",
  },
  ToastProvider: {
    render: (probe, children) => <ToastProvider {...anything(probe)}>{children}</ToastProvider>,
    why: "a provider: it renders its children where they are, then the toasts' fixed viewport",
  },
  ToastRegion: {
    render: (probe, children) => (
      <ToastRegion toast={null} onDismiss={() => {}} {...anything(probe)}>
        {children}
      </ToastRegion>
    ),
    why: "a ToastProvider with the one current toast: no element wraps the page it is given",
  },
} satisfies Record<string, Exception>;

type Exports = typeof DesignSystem;

/** The exported components of `T` (capitalised callables) whose props take no `ref`. */
type WithoutRef<T, Prefix extends string = ""> = {
  [K in keyof T & string]: K extends Capitalize<K>
    ? T[K] extends (props: infer P) => unknown
      ? "ref" extends keyof P
        ? never
        : `${Prefix}${K}`
      : never
    : never;
}[keyof T & string];

type MissingRef = Exclude<
  | WithoutRef<Exports>
  | WithoutRef<Exports["Dialog"], "Dialog.">
  | WithoutRef<Exports["MegaMenuPrimitive"], "MegaMenuPrimitive.">,
  keyof typeof exceptions
>;

/**
 * Checked by the compiler, not at run time: every component's props type takes the `ref` it
 * passes to its root (`RefAttributes<…>`); `npm run typecheck` names those that do not.
 */
export const everyComponentTakesARef: Record<MissingRef, "its props take no ref"> = {};
