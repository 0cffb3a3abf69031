import type { Meta, StoryObj } from "@storybook/react-vite";
import { TopBar } from "@workcraft/design-system";
import { expect } from "storybook/test";
import { siteTopBarLinks } from "../../support/siteShell";
import { Logo, withStoryLinks } from "./storyNavigation";

const meta = {
  title: "Navigation/TopBar",
  component: TopBar,
  decorators: [withStoryLinks],
  parameters: { layout: "fullscreen" },
  args: { logo: <Logo />, links: siteTopBarLinks },
  argTypes: {
    logo: { control: false },
    links: { control: false },
    currentRoute: {
      control: "select",
      options: [undefined, ...siteTopBarLinks.map((link) => link.href)],
    },
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The media and news layout's bar: Home, Support and Business App Store. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Main" });
    const links = Array.from(nav.querySelectorAll("a"));
    await expect(links.map((link) => link.textContent)).toEqual([
      "Home",
      "Support",
      "Business App Store",
    ]);
    await expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/",
      "/company/support",
      "/business-app",
    ]);
  },
};

export const Playground: Story = { args: { currentRoute: "/company/support" } };

/** On a page the bar links to, that link is marked as the current page. */
export const CurrentPage: Story = {
  args: { currentRoute: "/business-app" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Business App Store" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  },
};
