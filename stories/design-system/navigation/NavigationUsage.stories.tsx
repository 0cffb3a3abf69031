import type { Meta, StoryObj } from "@storybook/react-vite";
import { Breadcrumbs } from "@workcraft/design-system";
import { expect, within } from "storybook/test";
import { withStoryLinks } from "./storyNavigation";

/** The do and don't examples of the Navigation guide (Navigation.mdx). */
const meta = {
  title: "Navigation/Usage",
  tags: ["!autodocs"],
  decorators: [withStoryLinks],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trail ends with the page itself, which is marked as the current page and not a link. */
export const DoEndTheTrailWithThePage: Story = {
  render: () => (
    <Breadcrumbs
      items={[
        { label: "Home", href: "/" },
        { label: "Blog", href: "/blog" },
        { label: "From sales quote to invoice without typing anything twice" },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole("navigation", { name: "Breadcrumb" }));
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(
      nav.getByText("From sales quote to invoice without typing anything twice"),
    ).toHaveAttribute("aria-current", "page");
  },
};

/**
 * Stopped at the parent, the trail marks Blog as the current page on a blog post, and the
 * way back to the blog is no longer a link.
 */
export const DontStopTheTrailAtTheParent: Story = {
  render: () => (
    <Breadcrumbs
      items={[
        { label: "Home", href: "/" },
        { label: "Blog", href: "/blog" },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole("navigation", { name: "Breadcrumb" }));
    await expect(nav.queryByRole("link", { name: "Blog" })).not.toBeInTheDocument();
    await expect(nav.getByText("Blog")).toHaveAttribute("aria-current", "page");
  },
};
