import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, Dialog, dialogSizes, Field, TextInput } from "@workcraft/design-system";
import { expect, userEvent, waitFor, within } from "storybook/test";

const meta = {
  title: "Feedback/Dialog",
  component: Dialog.Content,
  args: { size: "small", closeLabel: "Close" },
  argTypes: { size: { control: "inline-radio", options: dialogSizes } },
  render: (args) => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>Book a demo</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        <Dialog.Title>Book a demo</Dialog.Title>
        <Dialog.Description>
          Leave your work e-mail and we will show you how to build your workspace.
        </Dialog.Description>
        <Field label="Work e-mail" required>
          <TextInput type="email" autoComplete="email" />
        </Field>
        <Dialog.Actions>
          <Dialog.Close asChild>
            <Button variant="secondary">Cancel</Button>
          </Dialog.Close>
          <Dialog.Close asChild>
            <Button>Send</Button>
          </Dialog.Close>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof Dialog.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Opens from its trigger; Escape closes it and focus goes back to the trigger. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Book a demo" });
    await userEvent.click(trigger);
    const dialog = await page().findByRole("dialog", { name: "Book a demo" });
    await expect(dialog).toHaveAccessibleDescription(
      "Leave your work e-mail and we will show you how to build your workspace.",
    );
    // Focus moves into the dialog, to its first field.
    await waitFor(() =>
      expect(within(dialog).getByRole("textbox", { name: "Work e-mail" })).toHaveFocus(),
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page().queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = { args: { size: "medium", closeLabel: "Close the form" } };

/** The close button in the corner has an accessible name and returns focus to the trigger. */
export const CloseButton: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Book a demo" });
    await userEvent.click(trigger);
    const dialog = await page().findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(page().queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open, for the screenshot: title, description, content, actions and close button. */
export const Open: Story = {
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Content {...args}>
        <Dialog.Title>Book a demo</Dialog.Title>
        <Dialog.Description>
          Leave your work e-mail and we will show you how to build your workspace.
        </Dialog.Description>
        <Field label="Work e-mail" hint="We answer within one working day." required>
          <TextInput type="email" autoComplete="email" />
        </Field>
        <Dialog.Actions>
          <Dialog.Close asChild>
            <Button variant="secondary">Cancel</Button>
          </Dialog.Close>
          <Button>Send</Button>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async () => {
    const dialog = await page().findByRole("dialog", { name: "Book a demo" });
    await expect(within(dialog).getByRole("button", { name: "Close" })).toBeVisible();
  },
};
