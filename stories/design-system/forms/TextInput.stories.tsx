import type { Meta, StoryObj } from "@storybook/react-vite";
import { controlSizes, Field, Stack, TextInput } from "@workcraft/design-system";
import { expect, userEvent } from "storybook/test";
import { withNarrowColumn } from "../../support/narrowColumn";

const meta = {
  title: "Forms/TextInput",
  component: TextInput,
  args: { "aria-label": "Company name", placeholder: "Acme Distribution" },
  argTypes: { size: { control: "inline-radio", options: controlSizes } },
  decorators: [withNarrowColumn],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Company name" });
    await userEvent.type(input, "Northwind");
    await expect(input).toHaveValue("Northwind");
  },
};

export const Playground: Story = { args: { size: "large", invalid: false, disabled: false } };

/** The three heights, matching the button sizes. */
export const Sizes: Story = {
  render: (args) => (
    <Stack gap="small">
      {controlSizes.map((size) => (
        <TextInput key={size} {...args} size={size} aria-label={`Company name, ${size}`} />
      ))}
    </Stack>
  ),
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: "Acme?" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Company name" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAttribute("data-invalid");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Acme Distribution" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Company name" })).toBeDisabled();
  },
};

/** Inside a Field it takes the field's id, description and error state. */
export const InField: Story = {
  render: () => (
    <Field label="Company name" hint="As it appears on invoices." error="Enter a company name.">
      <TextInput />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Company name" });
    await expect(input).toHaveAccessibleDescription(
      "As it appears on invoices. Enter a company name.",
    );
    await expect(input).toBeInvalid();
  },
};
