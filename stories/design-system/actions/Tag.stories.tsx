import type { Meta, StoryObj } from "@storybook/react-vite";
import { Inline, LinkProvider, Tag } from "@workcraft/design-system";
import { expect } from "storybook/test";
import { RecordingLink } from "../../support/storyLinks";

const meta = {
  title: "Actions/Tag",
  component: Tag,
  args: { children: "marketing" },
  decorators: [
    (Story) => (
      <LinkProvider component={RecordingLink}>
        <Story />
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { href: "/business-app/apps?group=marketing" } };

/** Tags as filters of the app list; the current one is marked for assistive technology. */
export const Filters: Story = {
  render: () => (
    <nav aria-label="Filter apps by group">
      <Inline>
        {["productivity", "investment", "marketing", "core"].map((group) => (
          <Tag
            key={group}
            href={`/business-app/apps?group=${group}`}
            selected={group === "marketing"}
          >
            {group}
          </Tag>
        ))}
      </Inline>
    </nav>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "marketing" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(canvas.getByRole("link", { name: "core" })).not.toHaveAttribute("aria-current");
  },
};
