import type { Meta, StoryObj } from "@storybook/react-vite";
import { controlSizes, Field, Select, Stack } from "@workcraft/design-system";
import { expect, userEvent } from "storybook/test";
import { withNarrowColumn } from "../../support/narrowColumn";

const options = (
  <>
    <option value="1-10">1–10 people</option>
    <option value="11-50">11–50 people</option>
    <option value="51+">51 people or more</option>
  </>
);

const meta = {
  title: "Forms/Select",
  component: Select,
  args: { "aria-label": "Team size", children: options },
  argTypes: {
    size: { control: "inline-radio", options: controlSizes },
    children: { control: false },
  },
  decorators: [withNarrowColumn],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Team size" });
    await userEvent.selectOptions(select, "11-50");
    await expect(select).toHaveValue("11-50");
  },
};

export const Playground: Story = { args: { size: "large", invalid: false, disabled: false } };

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="small">
      {controlSizes.map((size) => (
        <Select key={size} {...args} size={size} aria-label={`Team size, ${size}`} />
      ))}
    </Stack>
  ),
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Team size" })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Team size" })).toBeDisabled();
  },
};

export const InField: Story = {
  render: () => (
    <Field label="Team size" error="Choose how many people will use the workspace." required>
      <Select defaultValue="">
        <option value="" disabled>
          Choose a size
        </option>
        {options}
      </Select>
    </Field>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Team size" });
    await expect(select).toHaveAccessibleDescription(
      "Choose how many people will use the workspace.",
    );
    await expect(select).toBeRequired();
    await expect(select).toBeInvalid();
  },
};
