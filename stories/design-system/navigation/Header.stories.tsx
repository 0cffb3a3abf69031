import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, Header, STICKY_HEADER_OFFSET, Stack, Text } from "@workcraft/design-system";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { siteMobileMenuExtras, siteTopMenu } from "../../support/siteShell";
import { Logo, withStoryLinks } from "./storyNavigation";

const meta = {
  title: "Navigation/Header",
  component: Header,
  decorators: [withStoryLinks],
  parameters: { layout: "fullscreen" },
  args: {
    logo: <Logo />,
    items: siteTopMenu,
    mobileItems: siteMobileMenuExtras,
    actions: <Button href="/contact">Contact</Button>,
    sticky: false,
  },
  argTypes: {
    logo: { control: false },
    items: { control: false },
    mobileItems: { control: false },
    actions: { control: false },
    scrollContainer: { control: false },
    currentRoute: { control: "select", options: [undefined, "/pricing", "/blog"] },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From `desktop` up: the mega-menu and actions; the mobile menu button is hidden. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const header = canvasElement.querySelector("[data-slot='header']")!;
    await expect(header).not.toHaveAttribute("data-sticky");
    await expect(canvas.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Products" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Contact" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Menu" })).not.toBeInTheDocument();
  },
};

export const Playground: Story = { args: { sticky: true, currentRoute: "/pricing" } };

/** A long page: the header sticks from 250 px of scroll and lets go above it. */
export const Sticky: Story = {
  args: { sticky: true },
  render: (args) => (
    <>
      <Header {...args} />
      <Stack gap="xxlarge" padding="xlarge">
        {Array.from({ length: 24 }, (_, index) => (
          <Text key={index}>
            Builders buy a plan, create workspaces and install prebuilt apps for sales, purchasing
            and productivity. Section {index + 1}.
          </Text>
        ))}
      </Stack>
    </>
  ),
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector<HTMLElement>("[data-slot='header']")!;
    await expect(header).not.toHaveAttribute("data-sticky");

    window.scrollTo({ top: STICKY_HEADER_OFFSET - 50, behavior: "instant" });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(header).not.toHaveAttribute("data-sticky");
    await expect(header.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);

    window.scrollTo({ top: STICKY_HEADER_OFFSET, behavior: "instant" });
    await waitFor(() => expect(header).toHaveAttribute("data-sticky"));
    await Promise.all(header.getAnimations().map((animation) => animation.finished));
    await expect(header.getBoundingClientRect().top).toBe(0);

    window.scrollTo({ top: 0, behavior: "instant" });
    await waitFor(() => expect(header).not.toHaveAttribute("data-sticky"));

    window.scrollTo({ top: STICKY_HEADER_OFFSET * 2, behavior: "instant" });
    await waitFor(() => expect(header).toHaveAttribute("data-sticky"));
    await Promise.all(header.getAnimations().map((animation) => animation.finished));
    await expect(header.getBoundingClientRect().top).toBe(0);
  },
};

/** Below `desktop` the menu folds into the mobile menu, which adds Documentation and Support. */
export const Mobile: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Products" })).not.toBeInTheDocument();
    const trigger = canvas.getByRole("button", { name: "Menu" });
    await expect(trigger).toBeVisible();
    await userEvent.click(trigger);
    const panel = await within(document.body).findByRole("dialog", { name: "Menu" });
    const dialog = within(panel);
    await expect(dialog.getByRole("link", { name: "Documentation" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Support" })).toBeVisible();
    // The panel loads on first use; once focus is inside it, it listens for Escape.
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "false"));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A page that hides navigation (`navigation: "hidden"`): the logo alone, no menus. */
export const WithoutNavigation: Story = {
  args: { items: [], mobileItems: [], actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("banner")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Workcraft" })).toBeVisible();
    await expect(canvas.queryByRole("navigation")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};
