import type { Meta, StoryObj } from "@storybook/react-vite";
import { Footer, footerTypes } from "@workcraft/design-system";
import { expect, within } from "storybook/test";
import { BUNDLES } from "@workcraft/domain";
import { siteFooterColumns } from "../../support/siteShell";

/** The catalogue's use cases, as the site's footer lists their pages. */
const storyUseCases = BUNDLES.filter((bundle) => bundle.type === "use-case").map((bundle) => ({
  label: bundle.name,
  href: `/use-case/${bundle.id}`,
}));
import { BRAND, Logo, withStoryLinks, YEAR } from "./storyNavigation";

const meta = {
  title: "Navigation/Footer",
  component: Footer,
  decorators: [withStoryLinks],
  parameters: { layout: "fullscreen" },
  args: {
    type: "default",
    year: YEAR,
    brand: BRAND,
    columns: siteFooterColumns(storyUseCases),
    logo: <Logo />,
  },
  argTypes: {
    type: { control: "inline-radio", options: footerTypes },
    columns: { control: false },
    logo: { control: false },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default footer: the spec's seven columns, then the copyright line. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole("contentinfo");
    await expect(footer).toHaveAttribute("data-type", "default");
    const headings = within(footer)
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);
    await expect(headings).toEqual([
      "Partners",
      "Connect",
      "Products",
      "Solutions",
      "Resources",
      "Company",
      "Industry terms",
    ]);
    const connect = within(canvas.getByRole("list", { name: "Connect" }));
    await expect(connect.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(canvas.getByText(`© ${YEAR} ${BRAND}`)).toBeVisible();
  },
};

export const Playground: Story = { args: { type: "small" } };

/** The small footer: the year, Contact and Privacy & Terms only. */
export const Small: Story = {
  args: { type: "small" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("contentinfo")).toHaveAttribute("data-type", "small");
    await expect(canvas.getByText(`© ${YEAR} ${BRAND}`)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    await expect(canvas.getByRole("link", { name: "Privacy & Terms" })).toHaveAttribute(
      "href",
      "/legal/privacy-policy",
    );
    await expect(canvas.queryByRole("navigation")).not.toBeInTheDocument();
    await expect(canvas.getAllByRole("link")).toHaveLength(2);
  },
};
