import type { Meta, StoryObj } from "@storybook/react-vite";
import { Breadcrumbs } from "@workcraft/design-system";
import { expect, within } from "storybook/test";
import { withStoryLinks } from "./storyNavigation";

const meta = {
  title: "Navigation/Breadcrumbs",
  component: Breadcrumbs,
  decorators: [withStoryLinks],
  args: {
    items: [
      { label: "Home", href: "/" },
      { label: "Company", href: "/company" },
      { label: "Support", href: "/company/support" },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ordered trail; the last step is the current page and not a link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Breadcrumb" });
    const list = within(nav).getByRole("list");
    await expect(list.tagName).toBe("OL");
    const steps = within(list).getAllByRole("listitem");
    await expect(steps).toHaveLength(3);
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(within(nav).getByRole("link", { name: "Company" })).toHaveAttribute(
      "href",
      "/company",
    );
    const current = within(steps[2]!).getByText("Support");
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(within(nav).queryByRole("link", { name: "Support" })).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: {
    items: [
      { label: "Home", href: "/" },
      { label: "Industry terms", href: "/terms/enterprise-resource-planning/1" },
      { label: "Enterprise resource planning" },
    ],
  },
};
