import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  blockBackgrounds,
  FeatureGrid,
  featureGridColumns,
  type FeatureGridItem,
} from "@workcraft/design-system";
import { expect, within } from "storybook/test";

/** A small line icon in the current colour (the grid hides icons from assistive technology). */
function Icon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The free apps common to every bundle, and Contact Management. */
const freeApps: FeatureGridItem[] = [
  {
    icon: <Icon path="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
    title: "Dashboards",
    description: "Charts and figures across every app of the workspace.",
  },
  {
    icon: <Icon path="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM4 12h2M18 12h2M12 4v2M12 18v2" />,
    title: "User Settings",
    description:
      "Language, timezone, currency, date format, branding, user roles, guest users, sessions and activity.",
  },
  {
    icon: <Icon path="M8 8 4 12l4 4M16 8l4 4-4 4M14 5l-4 14" />,
    title: "API Integrations",
    description: "Connect accounting, payments, chat and email.",
  },
  {
    icon: <Icon path="M13 2 4 14h7l-1 8 9-12h-7z" />,
    title: "Automation Builder",
    description: "Build your own integrations with authentication tokens.",
  },
  {
    icon: <Icon path="M7 18a5 5 0 1 1 1-9.9A6 6 0 0 1 19 10a4 4 0 0 1-1 8z" />,
    title: "Media Cloud CDN",
    description: "A file explorer with stock-photo search and support for many formats.",
  },
  {
    icon: <Icon path="M16 19v-1a4 4 0 0 0-8 0v1M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />,
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
  args: { features: freeApps.map(({ title, description }) => ({ title, description })) },
};
