import type { Meta, StoryObj } from "@storybook/react-vite";
import { MENU_SCROLL_STEP, MenuStrip, type NavigationLink } from "@workcraft/design-system";
import { expect, userEvent, waitFor } from "storybook/test";
import { withStoryLinks } from "./storyNavigation";
import { withNarrowColumn } from "../../support/narrowColumn";

const apps = [
  "Kanban",
  "Project Updates",
  "To-Do Lists",
  "Investment Management",
  "Fund Management",
  "Deal Flow kanban",
  "Portfolio Kanban",
  "Email Marketing",
  "Dashboards",
  "User Settings",
  "API Integrations",
  "Contact Management",
  "Automation Builder",
  "Media Cloud CDN",
];
const items: NavigationLink[] = apps.map((name) => ({
  label: name,
  href: `/business-app/${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
}));

const meta = {
  title: "Navigation/MenuStrip",
  component: MenuStrip,
  decorators: [
    withStoryLinks,
    // A narrow column, so the strip overflows.
    withNarrowColumn,
  ],
  args: { items, label: "Apps" },
  argTypes: {
    items: { control: false },
    currentRoute: { control: "select", options: [undefined, ...items.map((item) => item.href)] },
  },
} satisfies Meta<typeof MenuStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

const scrollerOf = (root: HTMLElement) =>
  root.querySelector<HTMLElement>("[data-slot='menu-strip-scroller']")!;

/** At the start: the back arrow is disabled; the other scrolls the strip by 150 px. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const scroller = scrollerOf(canvasElement);
    // The arrows appear once the strip has measured that it overflows.
    const left = await canvas.findByRole("button", { name: "Scroll left" });
    const right = canvas.getByRole("button", { name: "Scroll right" });
    await waitFor(() => expect(left).toHaveAttribute("aria-disabled", "true"));
    await expect(right).not.toHaveAttribute("aria-disabled");

    await userEvent.click(right);
    await waitFor(() => expect(Math.round(scroller.scrollLeft)).toBe(MENU_SCROLL_STEP));
    await waitFor(() => expect(left).not.toHaveAttribute("aria-disabled"));

    await userEvent.click(right);
    await waitFor(() => expect(Math.round(scroller.scrollLeft)).toBe(2 * MENU_SCROLL_STEP));

    left.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(Math.round(scroller.scrollLeft)).toBe(MENU_SCROLL_STEP));
    await userEvent.click(left);
    await waitFor(() => expect(scroller.scrollLeft).toBe(0));
    await waitFor(() => expect(left).toHaveAttribute("aria-disabled", "true"));
    // End at rest: whether Chromium rings a button focused by keyboard and then clicked
    // varies, and the screenshot taken after this test must not.
    left.blur();
  },
};

export const Playground: Story = { args: { currentRoute: items[2]!.href } };

/** At the end: the forward arrow is disabled and pressing it does nothing. */
export const AtEnd: Story = {
  play: async ({ canvas, canvasElement }) => {
    const scroller = scrollerOf(canvasElement);
    // The arrows appear once the strip has measured that it overflows.
    const right = await canvas.findByRole("button", { name: "Scroll right" });
    const end = scroller.scrollWidth - scroller.clientWidth;
    scroller.scrollTo({ left: end, behavior: "instant" });
    await waitFor(() => expect(right).toHaveAttribute("aria-disabled", "true"));
    await expect(canvasElement.querySelector("[data-slot='menu-strip']")).toHaveAttribute(
      "data-at-end",
    );
    await userEvent.click(right);
    await expect(Math.round(scroller.scrollLeft)).toBe(Math.round(end));
    await expect(canvas.getByRole("button", { name: "Scroll left" })).not.toHaveAttribute(
      "aria-disabled",
    );
  },
};

/** Few links fit: no overflow, so no arrows. */
export const Fits: Story = {
  args: { items: items.slice(0, 3) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector("[data-slot='menu-strip']")).not.toHaveAttribute(
        "data-overflowing",
      ),
    );
    await expect(canvas.queryByRole("button", { name: "Scroll right" })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole("link")).toHaveLength(3);
  },
};
