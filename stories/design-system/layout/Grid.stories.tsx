import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card, Grid, Text } from "@workcraft/design-system";
import { expect } from "storybook/test";

const apps = [
  "Kanban",
  "Project Updates",
  "To-Do Lists",
  "Email Marketing",
  "Dashboards",
  "User Settings",
];

const meta = {
  title: "Layout/Grid",
  component: Grid,
  args: {
    columns: { mobile: 1, tablet: 2, desktop: 3 },
    children: apps.map((app) => (
      <Card key={app}>
        <Text weight="bold">{app}</Text>
      </Card>
    )),
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One column on phones, two on tablets, three on desktops (this viewport). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const tops = apps.map((app) => canvas.getByText(app).getBoundingClientRect().top);
    await expect(tops[0]).toBe(tops[2]);
    await expect(tops[3]).toBeGreaterThan(tops[0]!);
  },
};

export const Playground: Story = { args: { columns: 4, gap: "medium" } };
