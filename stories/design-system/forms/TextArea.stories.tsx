import type { Meta, StoryObj } from "@storybook/react-vite";
import { Field, TextArea } from "@workcraft/design-system";
import { expect, userEvent } from "storybook/test";
import { withNarrowColumn } from "../../support/narrowColumn";

const meta = {
  title: "Forms/TextArea",
  component: TextArea,
  args: { "aria-label": "Your message", placeholder: "Tell us about your processes" },
  decorators: [withNarrowColumn],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const area = canvas.getByRole("textbox", { name: "Your message" });
    await userEvent.type(area, "We sell medical supplies.{Enter}And we need an ERP.");
    await expect(area).toHaveValue("We sell medical supplies.\nAnd we need an ERP.");
  },
};

export const Playground: Story = { args: { rows: 6, invalid: false, disabled: false } };

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Your message" })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Sent on the first of the month." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Your message" })).toBeDisabled();
  },
};

export const InField: Story = {
  render: () => (
    <Field label="Your message" hint="A sentence or two is enough." required>
      <TextArea />
    </Field>
  ),
  play: async ({ canvas }) => {
    const area = canvas.getByRole("textbox", { name: "Your message" });
    await expect(area).toHaveAccessibleDescription("A sentence or two is enough.");
    await expect(area).toBeRequired();
  },
};
