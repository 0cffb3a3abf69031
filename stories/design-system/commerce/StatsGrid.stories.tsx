import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatsGrid, statsGridTypes } from "@workcraft/design-system";
import { FREE_APPS_OF_EVERY_BUNDLE } from "@workcraft/domain";
import { expect, within } from "storybook/test";
import {
  appOrThrow,
  appPriceText,
  figuresOf,
  specificationsOrThrow,
  tiersOf,
} from "../../support/catalogue";
import { inGerman } from "../../support/inGerman";

const projectUpdates = appOrThrow("project-updates");
const dashboards = appOrThrow("dashboards");
const contactManagement = appOrThrow("contact-management");
// A priced app with the document tiers most apps have.
const investmentManagement = appOrThrow("investment-management");

const freeApps = FREE_APPS_OF_EVERY_BUNDLE.map((id) => appOrThrow(id).name);
const dashboardsSpecifications = specificationsOrThrow(dashboards);
const { recommendedWith } = dashboardsSpecifications;
if (!recommendedWith) throw new Error("Dashboards recommends no app");
const recommendation = {
  featuredApp: appOrThrow(recommendedWith.featuredApp).name,
  numberOfOtherApps: recommendedWith.numberOfOtherApps,
};

/** The definition a term's value sits in: the `dd` beside the `dt` that reads `term`. */
function valueOf(canvasElement: HTMLElement, term: string) {
  const dt = within(canvasElement).getByText(term, { selector: "dt" });
  return dt.nextElementSibling;
}

const meta = {
  title: "Commerce/StatsGrid",
  component: StatsGrid,
  args: {
    type: "3-stats",
    stats: [...figuresOf(projectUpdates), { label: "Price", value: appPriceText(projectUpdates) }],
  },
  argTypes: { type: { control: "select", options: statsGridTypes } },
} satisfies Meta<typeof StatsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Project Updates: version, installs and price; counts are formatted in locale en. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-type]")).toHaveAttribute(
      "data-type",
      "3-stats",
    );
    await expect(valueOf(canvasElement, "Version")).toHaveTextContent("2.7");
    await expect(valueOf(canvasElement, "Installs")).toHaveTextContent("1,875");
    await expect(valueOf(canvasElement, "Price")).toHaveTextContent("Free");
  },
};

export const Playground: Story = {
  args: {
    type: "5-stats-priced",
    stats: figuresOf(investmentManagement),
    tiers: tiersOf(investmentManagement),
  },
};

/** Three tiles in a row from tablets up. */
export const ThreeStats: Story = {
  play: async ({ canvasElement }) => {
    const tiles = canvasElement.querySelectorAll("dl > div");
    await expect(tiles).toHaveLength(3);
    // Side by side at this width: the three tiles share one row.
    const tops = new Set([...tiles].map((tile) => Math.round(tile.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};

/** Dashboards: four figures. */
export const FourStats: Story = {
  args: {
    type: "4-stats",
    stats: [
      ...figuresOf(dashboards),
      { label: "Price", value: appPriceText(dashboards) },
      { label: "Type", value: dashboards.defaultApp ? "Default app" : "App" },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("dl > div")).toHaveLength(4);
    await expect(valueOf(canvasElement, "Installs")).toHaveTextContent("4,265");
  },
};

/** Contact Management: version, installs and its three price tiers. */
export const FiveStatsPriced: Story = {
  args: {
    type: "5-stats-priced",
    stats: figuresOf(contactManagement),
    tiers: tiersOf(contactManagement),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("dl > div")).toHaveLength(5);
    await expect(canvasElement.querySelectorAll("[data-kind='tier']")).toHaveLength(3);
    await expect(valueOf(canvasElement, "under 5k contacts")).toHaveTextContent("Free");
    await expect(valueOf(canvasElement, "above 500k contacts")).toHaveTextContent("Enterprise");
  },
};

/** Investment Management, like most apps: free up to 100k documents, enterprise above. */
export const PricedByDocuments: Story = {
  args: {
    type: "5-stats-priced",
    stats: figuresOf(investmentManagement),
    tiers: tiersOf(investmentManagement),
  },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, "up to 100k documents")).toHaveTextContent("Free");
    await expect(valueOf(canvasElement, "above 100k documents")).toHaveTextContent("Enterprise");
  },
};

/** The free core apps every bundle includes, and the app they recommend. */
export const GridFreeApps: Story = {
  args: {
    type: "grid-free-apps",
    stats: undefined,
    freeApps,
    recommendation,
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Free core apps" });
    const apps = within(list).getAllByRole("listitem");
    await expect(apps.map((app) => app.firstChild?.textContent)).toEqual([
      "Dashboards",
      "User Settings",
      "API Integrations",
      "Automation Builder",
      "Media Cloud CDN",
    ]);
    await expect(canvas.getByText("To-Do Lists together with 6 other apps")).toBeVisible();
  },
};

/**
 * On a German page: the caller's labels and recommendation sentence, and the installs written
 * as German writes them ("4.265").
 */
export const InGerman: Story = {
  args: {
    type: "grid-free-apps",
    locale: "de",
    stats: [
      { label: "Version", value: String(dashboardsSpecifications.version) },
      { label: "Installationen", value: dashboardsSpecifications.installs },
    ],
    freeApps,
    freeAppsLabel: "Kostenlose Basis-Apps",
    freeLabel: "Kostenlos",
    recommendation,
    recommendationLabel: "Empfohlen",
    describeRecommendation: (featuredApp, numberOfOtherApps) =>
      numberOfOtherApps === 1
        ? `${featuredApp} zusammen mit einer weiteren App`
        : `${featuredApp} zusammen mit ${numberOfOtherApps.toLocaleString("de")} weiteren Apps`,
  },
  decorators: [inGerman],
  play: async ({ canvas, canvasElement }) => {
    await expect(valueOf(canvasElement, "Installationen")).toHaveTextContent("4.265");
    const list = canvas.getByRole("list", { name: "Kostenlose Basis-Apps" });
    await expect(within(list).getAllByText("Kostenlos")).toHaveLength(freeApps.length);
    await expect(canvas.getByText("Empfohlen")).toBeVisible();
    await expect(canvas.getByText("To-Do Lists zusammen mit 6 weiteren Apps")).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/together with|Free|Recommended/);
  },
};
