import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  Button,
  Checkbox,
  Field,
  Select,
  Stack,
  TextArea,
  TextInput,
} from "@workcraft/design-system";
import { expect, userEvent } from "storybook/test";
import { withNarrowColumn } from "../../support/narrowColumn";

const hint = "We send the order confirmation to this address.";
const error = "Enter an e-mail address like name@company.com.";

const meta = {
  title: "Forms/Field",
  component: Field,
  args: {
    label: "Work e-mail",
    children: <TextInput type="email" autoComplete="email" />,
  },
  argTypes: {
    label: { control: "text" },
    hint: { control: "text" },
    error: { control: "text" },
    children: { control: false },
  },
  decorators: [withNarrowColumn],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control; clicking it focuses the control. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Work e-mail" });
    await expect(input).not.toHaveAttribute("aria-describedby");
    await expect(input).not.toHaveAttribute("aria-invalid");
    await userEvent.click(canvas.getByText("Work e-mail"));
    await expect(input).toHaveFocus();
  },
};

export const Playground: Story = { args: { hint, error, required: true } };

/** The hint is read as the control's description. */
export const WithHint: Story = {
  args: { hint },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Work e-mail" });
    await expect(input).toHaveAttribute("aria-describedby", canvas.getByText(hint).id);
    await expect(input).toHaveAccessibleDescription(hint);
  },
};

/** Hint and error both describe the control, which is marked invalid. */
export const WithError: Story = {
  args: { hint, error, required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Work e-mail" });
    const hintId = canvas.getByText(hint).id;
    const errorId = canvas.getByText(error).closest("[id]")?.id;
    await expect(errorId).toBeTruthy();
    await expect(input).toHaveAttribute("aria-describedby", `${hintId} ${errorId}`);
    await expect(input).toHaveAccessibleDescription(`${hint} ${error}`);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toBeInvalid();
  },
};

/** A star marks a required field for the eye; the control itself says it is required. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Work e-mail" });
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, hint: "Sign in to change your e-mail address." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Work e-mail" })).toBeDisabled();
  },
};

/** A function child receives the ids and state to spread on any control. */
export const RenderProp: Story = {
  args: {
    label: "Company website",
    hint: "Optional.",
    error: "Start the address with https://.",
    children: (control) => <input type="url" {...control} />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Company website" });
    await expect(input).toHaveAccessibleDescription("Optional. Start the address with https://.");
    await expect(input).toHaveAttribute("aria-invalid", "true");
  },
};

/** Every control in its Field: a lead form as the site's forms compose them. */
export const LeadForm: Story = {
  render: () => (
    <form aria-label="Contact sales" onSubmit={(event) => event.preventDefault()}>
      <Stack gap="medium">
        <Field label="Name" required>
          <TextInput autoComplete="name" />
        </Field>
        <Field label="Work e-mail" hint={hint} error={error} required>
          <TextInput type="email" autoComplete="email" defaultValue="anna@" />
        </Field>
        <Field label="Team size">
          <Select defaultValue="11-50">
            <option value="1-10">1–10 people</option>
            <option value="11-50">11–50 people</option>
            <option value="51+">51 people or more</option>
          </Select>
        </Field>
        <Field label="What do you want to build?" hint="A sentence or two is enough.">
          <TextArea />
        </Field>
        <Checkbox label="Send me product news now and then" />
        <div>
          <Button type="submit">Send</Button>
        </div>
      </Stack>
    </form>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Team size" });
    await userEvent.selectOptions(select, "51+");
    await expect(select).toHaveValue("51+");
    await expect(
      canvas.getByRole("textbox", { name: "What do you want to build?" }),
    ).toHaveAccessibleDescription("A sentence or two is enough.");
  },
};
