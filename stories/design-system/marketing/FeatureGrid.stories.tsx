import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  blockBackgrounds,
  blockHeadingLevels,
  FeatureGrid,
  featureGridColumns,
  Icon,
  type FeatureGridItem,
} from "@workcraft/design-system";
import { expect, within } from "storybook/test";
import { expectEveryBackground, OnEveryBackground } from "../../support/backgrounds";

/** The free apps common to every bundle, and Contact Management. */
const freeApps: FeatureGridItem[] = [
  {
    id: "dashboards",
    icon: <Icon name="chart" />,
    title: "Dashboards",
    description: "Charts and figures across every app of the workspace.",
  },
  {
    id: "user-settings",
    icon: <Icon name="users" />,
    title: "User Settings",
    description:
      "Language, timezone, currency, date format, branding, user roles, guest users, sessions and activity.",
  },
  {
    id: "api-integrations",
    icon: <Icon name="puzzle" />,
    title: "API Integrations",
    description: "Connect accounting, payments, chat and email.",
  },
  {
    id: "automation-builder",
    icon: <Icon name="workflow" />,
    title: "Automation Builder",
    description: "Build your own integrations with authentication tokens.",
  },
  {
    id: "media-cloud-cdn",
    icon: <Icon name="cloud" />,
    title: "Media Cloud CDN",
    description: "A file explorer with stock-photo search and support for many formats.",
  },
  {
    id: "contact-management",
    icon: <Icon name="mail" />,
    title: "Contact Management",
    description: "Every person and company you work with, in one place.",
  },
];

const meta = {
  title: "Marketing/FeatureGrid",
  component: FeatureGrid,
  parameters: { layout: "fullscreen" },
  args: {
    title: "Free apps in every bundle",
    description: "Each workspace starts with these apps installed, at no cost.",
    features: freeApps,
  },
  argTypes: {
    columns: { control: "inline-radio", options: featureGridColumns },
    background: { control: "inline-radio", options: blockBackgrounds },
    headingLevel: { control: "inline-radio", options: blockHeadingLevels },
    features: { control: false },
  },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three columns: a list of features under one h2, each titled by an h3. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list");
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(freeApps.length);
    // Icons chosen by name, drawn from the design system's set.
    await expect(items.map((item) => item.querySelector("svg")?.getAttribute("data-icon"))).toEqual(
      ["chart", "users", "puzzle", "workflow", "cloud", "mail"],
    );
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(freeApps.length);
    const tops = items.slice(0, 4).map((item) => item.getBoundingClientRect().top);
    // Three in the first row, the fourth starts the next.
    await expect(tops[1]).toBe(tops[0]);
    await expect(tops[2]).toBe(tops[0]);
    await expect(tops[3]).toBeGreaterThan(tops[0]!);
  },
};

export const Playground: Story = { args: { columns: 4, background: "subtle" } };

export const TwoColumns: Story = { args: { columns: 2, features: freeApps.slice(0, 4) } };

/** Four columns on wide screens. */
export const FourColumns: Story = {
  args: { columns: 4, features: freeApps.slice(0, 4) },
  play: async ({ canvas }) => {
    const tops = canvas.getAllByRole("listitem").map((item) => item.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};

/** Features without icons. */
export const WithoutIcons: Story = {
  args: { features: freeApps.map(({ id, title, description }) => ({ id, title, description })) },
};

/** On every block background; on the dark band the cards take its raised surface. */
export const Backgrounds: Story = {
  args: { columns: 3, features: freeApps.slice(0, 3) },
  render: (args) => (
    <OnEveryBackground
      renderBlock={(background) => (
        <FeatureGrid {...args} background={background} title={`${args.title} (${background})`} />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectEveryBackground(canvasElement);
  },
};
