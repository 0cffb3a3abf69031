import type { Meta, StoryObj } from "@storybook/react-vite";
import { SkipLink } from "@workcraft/design-system";
import { expect, userEvent, waitFor } from "storybook/test";

const meta = {
  title: "Typography/SkipLink",
  component: SkipLink,
  render: (args) => (
    <div>
      <SkipLink {...args} />
      <nav aria-label="Main">
        <a href="#pricing">Pricing</a>
      </nav>
      <main id="main" tabIndex={-1}>
        The page content
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the first Tab; Enter moves focus to the main region. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Skip to content" });
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // It slides in (instantly for people who ask for reduced motion).
    await waitFor(() => expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("main")).toHaveFocus();
  },
};

export const Playground: Story = { args: { children: "Skip to the app list", href: "#main" } };
