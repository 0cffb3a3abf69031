import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, MobileMenu } from "@workcraft/design-system";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { siteMobileMenuExtras, siteTopMenu } from "../../support/siteShell";
import { Logo, withStoryLinks } from "./storyNavigation";

const meta = {
  title: "Navigation/MobileMenu",
  component: MobileMenu,
  decorators: [withStoryLinks],
  args: {
    items: siteTopMenu,
    extraItems: siteMobileMenuExtras,
    logo: <Logo />,
    actions: <Button href="/contact">Contact</Button>,
    onOpenChange: fn(),
  },
  argTypes: {
    items: { control: false },
    extraItems: { control: false },
    logo: { control: false },
    actions: { control: false },
    currentRoute: { control: "select", options: [undefined, "/pricing", "/documentation"] },
  },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = () => within(document.body).getByRole("dialog", { name: "Menu" });

/** Collapsed: opens from the keyboard, keeps focus inside, closes on Escape and gives focus back. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: "Menu" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toHaveAttribute("data-state", "closed");

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await waitFor(dialogOf);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(dialog).toHaveAttribute("data-state", "open");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // Focus is trapped: a full round of Tab and Shift+Tab never leaves the dialog.
    const stops = dialog.querySelectorAll("a[href], button").length;
    for (let step = 0; step <= stops; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard("{Escape}");
    await waitFor(() =>
      expect(within(document.body).queryByRole("dialog")).not.toBeInTheDocument(),
    );
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = { args: { currentRoute: "/pricing" } };

/** Expanded: every entry of the top menu plus Documentation and Support. */
export const Open: Story = {
  args: { defaultOpen: true, currentRoute: "/pricing" },
  play: async () => {
    const dialog = within(await waitFor(dialogOf));
    for (const name of ["Apps", "Startups", "Marketplace Partners", "Manufacturing ERP", "Blog"]) {
      await expect(dialog.getByRole("link", { name })).toBeVisible();
    }
    await expect(dialog.getByRole("link", { name: "Documentation" })).toHaveAttribute(
      "href",
      "/documentation",
    );
    await expect(dialog.getByRole("link", { name: "Support" })).toHaveAttribute(
      "href",
      "/company/support",
    );
    await expect(dialog.getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(dialog.queryByRole("link", { name: /AI Infrastructure/ })).not.toBeInTheDocument();
    await expect(dialog.getAllByText("Coming soon")).toHaveLength(2);
    const panel = document.querySelector<HTMLElement>("[data-slot='mobile-menu']")!;
    await Promise.all(panel.getAnimations().map((animation) => animation.finished));
  },
};

/** Following a link collapses the menu (the story's links never leave the page). */
export const ClosesOnNavigation: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: "Menu" });
    await userEvent.click(trigger);
    const dialog = within(await waitFor(dialogOf));
    dialog.getByRole("link", { name: "Pricing" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(within(document.body).queryByRole("dialog")).not.toBeInTheDocument(),
    );
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveAttribute("data-state", "closed");
  },
};
