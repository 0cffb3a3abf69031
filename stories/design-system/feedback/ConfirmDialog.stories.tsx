import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, ConfirmDialog } from "@workcraft/design-system";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

// The spec's new-version question, word for word.
const question = "New version available. Load New Version?";

const meta = {
  title: "Feedback/ConfirmDialog",
  component: ConfirmDialog,
  args: {
    question,
    confirmLabel: "Reload",
    cancelLabel: "Not now",
    onConfirm: fn(),
    onCancel: fn(),
    trigger: <Button variant="secondary">Check for updates</Button>,
  },
  argTypes: { trigger: { control: false }, question: { control: "text" } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Confirm, cancel and Escape each close it and return focus to the trigger. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: "Check for updates" });

    await userEvent.click(trigger);
    let dialog = await page().findByRole("alertdialog", { name: question });
    // The safe answer has focus first.
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Not now" })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Reload" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(page().queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    dialog = await page().findByRole("alertdialog", { name: question });
    await userEvent.click(within(dialog).getByRole("button", { name: "Not now" }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(page().queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard("{Enter}");
    dialog = await page().findByRole("alertdialog", { name: question });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page().queryByRole("alertdialog")).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = {
  args: {
    question: "Remove Kanban from your cart?",
    description: "The apps added with it stay in your cart.",
    confirmLabel: "Remove",
    cancelLabel: "Keep",
  },
};

/** Open, for the screenshot: the spec's new-version question. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await page().findByRole("alertdialog", { name: question });
    await expect(within(dialog).getAllByRole("button")).toHaveLength(2);
  },
};
