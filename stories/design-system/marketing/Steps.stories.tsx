import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  blockBackgrounds,
  blockHeadingLevels,
  Steps,
  stepsOrientations,
} from "@workcraft/design-system";
import { expect, within } from "storybook/test";
import { expectEveryBackground, OnEveryBackground } from "../../support/backgrounds";

const meta = {
  title: "Marketing/Steps",
  component: Steps,
  parameters: { layout: "fullscreen" },
  args: {
    title: "From plan to workspace in three steps",
    description: "No programming skills required.",
    steps: [
      {
        id: "plan",
        title: "Pick a plan",
        description:
          "Standard or Advanced: workspaces, app elements, documents and an AI assistant included.",
      },
      {
        id: "apps",
        title: "Install apps",
        description:
          "Add prebuilt apps such as Deal Flow kanban, Fund Management and Email Marketing; the apps they depend on come along.",
      },
      {
        id: "team",
        title: "Invite your team",
        description:
          "Add workspace users, and guest logins for limited partners and external collaborators.",
      },
    ],
  },
  argTypes: {
    orientation: { control: "inline-radio", options: stepsOrientations },
    background: { control: "inline-radio", options: blockBackgrounds },
    headingLevel: { control: "inline-radio", options: blockHeadingLevels },
    steps: { control: false },
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ordered list; each step titled by an h3 under the block's h2. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvasElement.querySelector("ol")!;
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByRole("heading", { level: 3 })).toHaveTextContent(
      "Pick a plan",
    );
    await expect(canvas.getByRole("heading", { level: 2 })).toBeVisible();
    // Side by side on a wide screen.
    const tops = items.map((item) => item.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};

export const Playground: Story = { args: { orientation: "vertical", background: "subtle" } };

/** One step below the other. */
export const Vertical: Story = {
  args: { orientation: "vertical" },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("listitem");
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom,
    );
  },
};

/** On every block background. */
export const Backgrounds: Story = {
  render: (args) => (
    <OnEveryBackground
      renderBlock={(background) => (
        <Steps {...args} background={background} title={`${args.title} (${background})`} />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectEveryBackground(canvasElement);
  },
};
