import type { Meta, StoryObj } from "@storybook/react-vite";
import { MegaMenu, type MenuItem } from "@workcraft/design-system";
import { vars } from "@workcraft/tokens";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { siteTopMenu } from "../../support/siteShell";
import { withStoryLinks } from "./storyNavigation";

const routes = ["/business-app", "/products-startups", "/pricing", "/blog"] as const;

const meta = {
  title: "Navigation/MegaMenu",
  component: MegaMenu,
  decorators: [
    withStoryLinks,
    // Room below the row for the open panel.
    (Story) => (
      <div style={{ minHeight: `calc(${vars.contentWidth.small} * 0.75)` }}>
        <Story />
      </div>
    ),
  ],
  args: { items: siteTopMenu, label: "Main" },
  argTypes: {
    items: { control: false },
    currentRoute: { control: "select", options: [undefined, ...routes] },
  },
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab to the row, arrows along it, Enter opens, ArrowDown enters, Escape closes. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Apps" })).toHaveFocus();

    const products = canvas.getByRole("button", { name: "Products" });
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(products).toHaveFocus());
    await expect(products).toHaveAttribute("aria-expanded", "false");

    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(products).toHaveAttribute("aria-expanded", "true"));
    await expect(products).toHaveAttribute("data-state", "open");
    await expect(body.getByText("For companies")).toBeVisible();

    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(body.getByRole("link", { name: "Startups" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(body.getByRole("link", { name: "Enterprises" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() =>
      expect(body.getByRole("link", { name: "Enterprise Consultants" })).toHaveFocus(),
    );
    await expect(body.getByRole("link", { name: "Marketplace Partners" })).toHaveAttribute(
      "href",
      "/products-marketplace-partner",
    );

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(products).toHaveAttribute("aria-expanded", "false"));
    // The panel closes at once; focus goes back to its trigger on the next frame.
    await waitFor(() => expect(products).toHaveFocus());
    // Closed, the panel stays in the HTML (for crawlers and before the script runs), hidden.
    await waitFor(() => expect(body.getByText("For companies")).not.toBeVisible());
    await expect(body.queryByRole("link", { name: "Enterprises" })).not.toBeInTheDocument();
  },
};

export const Playground: Story = { args: { currentRoute: "/pricing" } };

/** The Use cases panel: two entries are not available yet and are not links. */
export const UseCasesOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(document.body);
    const useCases = canvas.getByRole("button", { name: "Use cases" });
    useCases.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(useCases).toHaveAttribute("aria-expanded", "true"));

    await expect(body.getByRole("link", { name: "Medical Distribution ERP" })).toBeVisible();
    await expect(body.getByRole("link", { name: "Manufacturing ERP" })).toBeVisible();
    for (const name of ["Content and Data", "AI Infrastructure"]) {
      await expect(body.queryByRole("link", { name: new RegExp(name) })).not.toBeInTheDocument();
      const entry = body.getByText(name).closest("[data-unavailable]");
      await expect(entry).not.toBeNull();
      await expect(within(entry as HTMLElement).getByText("Coming soon")).toBeVisible();
    }

    // The open panel sits under the menu's row, from its start; the other panel stays hidden.
    const open = canvasElement.querySelector<HTMLElement>(
      "[data-slot='mega-menu-content'][data-state='open']",
    )!;
    const row = canvasElement.querySelector<HTMLElement>("[data-slot='mega-menu-list']")!;
    await expect(open.getBoundingClientRect().top).toBeGreaterThan(
      row.getBoundingClientRect().bottom,
    );
    await expect(open.getBoundingClientRect().left).toBeCloseTo(
      row.getBoundingClientRect().left,
      0,
    );
    await expect(
      canvasElement.querySelectorAll("[data-slot='mega-menu-content'][data-state='closed']"),
    ).toHaveLength(1);
  },
};

const productsWithDetails: MenuItem[] = siteTopMenu.map((item) =>
  item.type === "mega-menu" && item.text === "Products"
    ? {
        ...item,
        groups: item.groups.map((group) => ({
          ...group,
          items: group.items.map((link) => ({
            ...link,
            description:
              group.title === "For companies"
                ? "Create workspaces and install prebuilt apps."
                : "Publish apps to the store and earn from installs.",
          })),
        })),
      }
    : item,
);

/** Entries may carry a decorative icon, chosen by name, and a one-line description. */
export const WithIconsAndDescriptions: Story = {
  args: { items: productsWithDetails, currentRoute: "/products-startups" },
  play: async ({ canvas }) => {
    const products = canvas.getByRole("button", { name: "Products" });
    products.focus();
    await userEvent.keyboard("{Enter}");
    const startups = await within(document.body).findByRole("link", { name: /Startups/ });
    await expect(startups).toHaveAttribute("aria-current", "page");
    await expect(startups).toHaveTextContent("Create workspaces and install prebuilt apps.");
    const icon = startups.querySelector("svg[data-icon='rocket']");
    await expect(icon).not.toBeNull();
    await expect(icon).toHaveAttribute("aria-hidden", "true");
  },
};
