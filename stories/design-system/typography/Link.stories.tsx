import type { Meta, StoryObj } from "@storybook/react-vite";
import { Link, LinkProvider, linkTones, linkUnderlines, Text } from "@workcraft/design-system";
import { expect, userEvent } from "storybook/test";
import { navigate, RecordingLink } from "../../support/storyLinks";

const meta = {
  title: "Typography/Link",
  component: Link,
  args: { href: "/pricing", children: "See pricing" },
  argTypes: {
    tone: { control: "inline-radio", options: linkTones },
    underline: { control: "inline-radio", options: linkUnderlines },
  },
  decorators: [
    (Story) => (
      <LinkProvider component={RecordingLink}>
        <Text>
          Plans start with one workspace. <Story />
        </Text>
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An internal link renders through the LinkProvider's component (the router's link). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "See pricing" });
    await expect(link).toHaveAttribute("data-router-link");
    navigate.mockClear();
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith("/pricing");
  },
};

export const Playground: Story = { args: { tone: "muted", underline: "hover" } };

/**
 * A link to another site is a plain anchor with `rel="noopener noreferrer"` and the external
 * mark (see LinkTo); screen readers hear where it goes and that it opens a new tab.
 */
export const External: Story = {
  args: { href: "https://example.org/docs", target: "_blank", children: "Read the docs" },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", {
      name: "Read the docs (another site, opens in a new tab)",
    });
    await expect(link).not.toHaveAttribute("data-router-link");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link.querySelector("[data-external-mark] svg")).toHaveAttribute(
      "data-icon",
      "external",
    );
  },
};
