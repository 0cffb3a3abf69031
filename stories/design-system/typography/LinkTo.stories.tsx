import type { Meta, StoryObj } from "@storybook/react-vite";
import { Icon, LinkTo, Text } from "@workcraft/design-system";
import { expect, userEvent } from "storybook/test";
import { navigate, withRecordingLinks } from "../../support/storyLinks";

const meta = {
  title: "Typography/LinkTo",
  component: LinkTo,
  args: { href: "/pricing", children: "See pricing" },
  decorators: [
    (Story) => (
      <Text>
        Plans start with one workspace. <Story />
      </Text>
    ),
    withRecordingLinks,
  ],
} satisfies Meta<typeof LinkTo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A path inside the site: the router's link from the LinkProvider, no mark, no `rel`. */
export const Internal: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole("link", { name: "See pricing" });
    await expect(link).toHaveAttribute("data-router-link");
    await expect(link).not.toHaveAttribute("rel");
    await expect(canvasElement.querySelector("[data-external-mark]")).toBeNull();
    navigate.mockClear();
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith("/pricing");
  },
};

/**
 * Another site: a plain anchor with `rel="noopener noreferrer"` (also without a new tab), the
 * external mark after the words, and "(another site)" for screen readers.
 */
export const External: Story = {
  args: { href: "https://example.org/docs", children: "Read the docs" },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Read the docs (another site)" });
    await expect(link).not.toHaveAttribute("data-router-link");
    await expect(link).not.toHaveAttribute("target");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const mark = link.querySelector("[data-external-mark]");
    await expect(mark?.querySelector("svg")).toHaveAttribute("data-icon", "external");
    await expect(mark?.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    // The mark sits after the words, on their line, and is drawn (not an empty box).
    const words = link.firstChild as Text;
    const range = document.createRange();
    range.selectNodeContents(words);
    const wordsBox = range.getBoundingClientRect();
    const markBox = mark!.getBoundingClientRect();
    await expect(markBox.width).toBeGreaterThan(4);
    await expect(markBox.left).toBeGreaterThanOrEqual(wordsBox.right);
    await expect(markBox.top).toBeLessThan(wordsBox.bottom);
  },
};

/** Another site in a new tab: screen readers hear both. A caller's own `rel` words are kept. */
export const ExternalInNewTab: Story = {
  args: {
    href: "https://example.org/docs",
    target: "_blank",
    rel: "external",
    children: "Read the docs",
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", {
      name: "Read the docs (another site, opens in a new tab)",
    });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer external");
    await expect(link.querySelector("[data-external-mark] svg")).not.toBeNull();
  },
};

/** A page of the site in a new tab: the router's link, and screen readers hear it opens a tab. */
export const InternalInNewTab: Story = {
  args: { target: "_blank" },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole("link", { name: "See pricing (opens in a new tab)" });
    await expect(link).toHaveAttribute("data-router-link");
    await expect(canvasElement.querySelector("[data-external-mark]")).toBeNull();
  },
};

/**
 * Where a design has no room for the mark, such as an icon-only link, `externalMark={false}`
 * drops it; the `aria-label` then says where the link goes.
 */
export const WithoutMark: Story = {
  args: {
    href: "https://www.linkedin.com/company/workcraft",
    externalMark: false,
    "aria-label": "Workcraft on LinkedIn (another site)",
    children: <Icon name="users" size="medium" />,
  },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole("link", { name: "Workcraft on LinkedIn (another site)" });
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(canvasElement.querySelector("[data-external-mark]")).toBeNull();
  },
};

/** Mail and phone leave the site but open no page of another site: no mark, still `rel`. */
export const Mail: Story = {
  args: { href: "mailto:sales@workcraft.example", children: "Write to sales" },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole("link", { name: "Write to sales" });
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).not.toHaveAttribute("data-router-link");
    await expect(canvasElement.querySelector("[data-external-mark]")).toBeNull();
  },
};
