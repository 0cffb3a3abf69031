import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  AppCard,
  appCardLayouts,
  Button,
  cardAppearances,
  Grid,
  headingLevels,
  LinkProvider,
} from "@workcraft/design-system";
import { expect, fn, userEvent } from "storybook/test";
import investmentIcon from "../../assets/commerce/investment-management.svg";
import projectUpdatesIcon from "../../assets/commerce/project-updates.svg";
import smsIcon from "../../assets/commerce/sms-marketing.svg";
import { appHref, appOrThrow, appPriceText } from "../../support/catalogue";
import { navigate, RecordingLink } from "../../support/storyLinks";
import { inGerman } from "../../support/inGerman";

// Names, descriptions, prices and links from the catalogue; the pictures are local icons,
// as the catalogue's image files do not exist yet.
const projectUpdates = appOrThrow("project-updates");
const investmentManagement = appOrThrow("investment-management");
const smsMarketing = appOrThrow("sms-marketing");
const dashboards = appOrThrow("dashboards");

const addToCart = fn();

/** The element a real pointer would hit at the centre of `element`. */
function hitAtCentreOf(element: Element) {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
}

const meta = {
  title: "Commerce/AppCard",
  component: AppCard,
  args: {
    name: projectUpdates.name,
    description: projectUpdates.shortDescription,
    imageSrc: projectUpdatesIcon,
    priceText: appPriceText(projectUpdates),
    href: appHref(projectUpdates),
    action: (
      <Button size="small" variant="secondary" onClick={() => addToCart(projectUpdates.id)}>
        Add to cart
      </Button>
    ),
  },
  argTypes: {
    layout: { control: "inline-radio", options: appCardLayouts },
    appearance: { control: "inline-radio", options: cardAppearances },
    headingLevel: { control: "inline-radio", options: headingLevels },
    action: { control: false },
    icon: { control: false },
  },
  decorators: [
    (Story, { parameters }) => (
      <LinkProvider component={RecordingLink}>
        <div style={{ maxWidth: (parameters.maxWidth as string | undefined) ?? "22rem" }}>
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof AppCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The whole card leads to the app's page through one link; "Add to cart" is a second tab
 * stop that acts without following the link.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    navigate.mockClear();
    addToCart.mockClear();
    const link = canvas.getByRole("link", { name: projectUpdates.name });
    const action = canvas.getByRole("button", { name: "Add to cart" });
    await expect(
      canvas.getByRole("heading", { level: 3, name: projectUpdates.name }),
    ).toContainElement(link);
    const image = canvasElement.querySelector("img");
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("alt", "");

    // A pointer on the button hits the button, not the link that covers the card.
    await expect(action.contains(hitAtCentreOf(action))).toBe(true);
    await userEvent.click(action);
    await expect(addToCart).toHaveBeenCalledTimes(1);
    await expect(addToCart).toHaveBeenCalledWith(projectUpdates.id);
    await expect(navigate).not.toHaveBeenCalled();

    // Anywhere else on the card follows the link.
    const description = canvas.getByText(projectUpdates.shortDescription);
    await expect(hitAtCentreOf(description)).toBe(link);
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith("/business-app/apps/project-updates");

    // One tab stop for the card, one for its action.
    action.blur();
    link.blur();
    const card = canvasElement.querySelector("article")!;
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(card).outlineStyle).toBe("solid");
    await userEvent.tab();
    await expect(action).toHaveFocus();
    // The focused action rings alone; the card's ring would say the link has focus.
    await expect(getComputedStyle(card).outlineStyle).toBe("none");
    await userEvent.keyboard("{Enter}");
    await expect(addToCart).toHaveBeenCalledTimes(2);
    await expect(navigate).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: {
    layout: "horizontal",
    appearance: "elevated",
    headingLevel: 2,
    priceText: appPriceText(investmentManagement),
  },
};

/** A price of zero reads "Free". */
export const Free: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Free")).toBeVisible();
    await expect(canvasElement.querySelector("[data-price]")).toHaveTextContent("Free");
  },
};

/** A priced app: the price as the site writes it (the domain's formatPrice). */
export const Priced: Story = {
  args: {
    name: investmentManagement.name,
    description: investmentManagement.shortDescription,
    imageSrc: investmentIcon,
    priceText: appPriceText(investmentManagement),
    href: appHref(investmentManagement),
    action: (
      <Button size="small" onClick={() => addToCart(investmentManagement.id)}>
        Add to cart
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    // The spec's price of Investment Management.
    await expect(canvas.getByText("$299")).toBeVisible();
    await expect(canvas.queryByText("Free")).toBeNull();
  },
};

/** Not available yet: the badge, `data-coming-soon`, and no action. */
export const ComingSoon: Story = {
  args: {
    name: smsMarketing.name,
    description: smsMarketing.shortDescription,
    imageSrc: smsIcon,
    priceText: appPriceText(smsMarketing),
    comingSoon: smsMarketing.comingSoon,
    href: appHref(smsMarketing),
    action: undefined,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Coming soon")).toBeVisible();
    await expect(canvasElement.querySelector("article")).toHaveAttribute("data-coming-soon");
  },
};

/** On a German page: the caller's words on the "Coming soon" badge. */
export const ComingSoonInGerman: Story = {
  args: {
    ...ComingSoon.args,
    description: "SMS-Kampagnen an Ihre Kontakte, mit Zustell- und Antwortverfolgung.",
    priceText: "Kostenlos",
    priceLabel: "Preis",
    comingSoonLabel: "Demnächst",
  },
  decorators: [inGerman],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Demnächst")).toBeVisible();
    await expect(canvasElement.querySelector("article [data-coming-soon]")).toHaveTextContent(
      "Demnächst",
    );
    await expect(canvas.queryByText("Coming soon")).toBeNull();
  },
};

/** An inline icon instead of an image, without a link: a plain card. */
export const WithIcon: Story = {
  args: {
    name: dashboards.name,
    description: dashboards.shortDescription,
    priceText: appPriceText(dashboards),
    imageSrc: undefined,
    href: undefined,
    icon: (
      <svg viewBox="0 0 24 24" fill="currentColor">
        <rect x="3" y="12" width="4" height="9" rx="1" />
        <rect x="10" y="7" width="4" height="14" rx="1" />
        <rect x="17" y="3" width="4" height="18" rx="1" />
      </svg>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.getByRole("heading", { name: dashboards.name })).toBeVisible();
  },
};

/** Side by side, as in an app list. */
export const Horizontal: Story = { args: { layout: "horizontal" } };

/** Cards in a list: each card is a list item. */
export const InAList: Story = {
  parameters: { maxWidth: "60rem" },
  render: (args) => (
    <Grid as="ul" columns={{ mobile: 1, tablet: 3 }} gap="medium" style={{ padding: 0 }}>
      <AppCard {...args} as="li" />
      <AppCard
        {...args}
        as="li"
        name={investmentManagement.name}
        description={investmentManagement.shortDescription}
        imageSrc={investmentIcon}
        priceText={appPriceText(investmentManagement)}
        href={appHref(investmentManagement)}
        action={
          <Button
            size="small"
            variant="secondary"
            onClick={() => addToCart(investmentManagement.id)}
          >
            Add to cart
          </Button>
        }
      />
      <AppCard
        {...args}
        as="li"
        name={smsMarketing.name}
        description={smsMarketing.shortDescription}
        imageSrc={smsIcon}
        priceText={appPriceText(smsMarketing)}
        comingSoon={smsMarketing.comingSoon}
        href={appHref(smsMarketing)}
        action={undefined}
      />
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
  },
};
