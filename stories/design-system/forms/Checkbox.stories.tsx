import type { Meta, StoryObj } from "@storybook/react-vite";
import { Checkbox, Field, Stack } from "@workcraft/design-system";
import { expect, fn, userEvent } from "storybook/test";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  args: { label: "Send me product news now and then", onChange: fn() },
  argTypes: { label: { control: "text" } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the box or its label toggles it; Space toggles it from the keyboard. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole("checkbox", { name: "Send me product news now and then" });
    await userEvent.click(canvas.getByText("Send me product news now and then"));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
  },
};

export const Playground: Story = {
  args: { defaultChecked: true, invalid: false, disabled: false },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox")).toBeInvalid();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Stack gap="small">
      <Checkbox {...args} disabled />
      <Checkbox {...args} label="Included in every plan" disabled defaultChecked />
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole("checkbox")) await expect(box).toBeDisabled();
  },
};

/** In a Field the checkbox takes its hint and error; the field's label names it too. */
export const InField: Story = {
  render: () => (
    <Field label="Terms" hint="Read them at /terms." error="Accept the terms to continue." required>
      <Checkbox label="I accept the terms" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole("checkbox", { name: /I accept the terms/ });
    await expect(box).toHaveAccessibleDescription(
      "Read them at /terms. Accept the terms to continue.",
    );
    await expect(box).toBeRequired();
    await expect(box).toBeInvalid();
  },
};
