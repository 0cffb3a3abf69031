import type { Meta, StoryObj } from "@storybook/react-vite";
import { Field, TextInput } from "@workcraft/design-system";
import { expect, userEvent } from "storybook/test";

/** The do and don't examples of the Forms guide (Forms.mdx). */
const meta = {
  title: "Forms/Usage",
  tags: ["!autodocs"],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "24rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label stays above the box while the visitor types; the hint says what to enter. */
export const DoVisibleLabel: Story = {
  render: () => (
    <Field label="Work email" hint="We send the one-time code here.">
      <TextInput type="email" autoComplete="email" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Work email" });
    await userEvent.type(input, "maya@northwind.example");
    await expect(canvas.getByText("Work email")).toBeVisible();
    await expect(input).toHaveAccessibleDescription("We send the one-time code here.");
  },
};

/** A placeholder for a label: once the visitor types, nothing on screen says what the box is. */
export const DontPlaceholderAsLabel: Story = {
  render: () => (
    <TextInput type="email" autoComplete="email" aria-label="Work email" placeholder="Work email" />
  ),
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole("textbox", { name: "Work email" });
    await userEvent.type(input, "maya@northwind.example");
    await expect(canvasElement).not.toHaveTextContent("Work email");
  },
};

/** The error names the problem and how to fix it, next to the field, with a sign beside it. */
export const DoSayHowToFixAnError: Story = {
  render: () => (
    <Field label="Work email" error="Enter an email address like name@company.com">
      <TextInput type="email" defaultValue="maya@northwind" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Work email" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Enter an email address like name@company.com");
  },
};

/** "Invalid input" says something is wrong, not what or how to put it right. */
export const DontVagueError: Story = {
  render: () => (
    <Field label="Work email" error="Invalid input">
      <TextInput type="email" defaultValue="maya@northwind" />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Work email" })).toHaveAccessibleDescription(
      "Invalid input",
    );
  },
};
