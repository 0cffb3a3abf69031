import type { Meta, StoryObj } from "@storybook/react-vite";
import { ConfirmDialog } from "@workcraft/design-system";
import { expect, within } from "storybook/test";

/** The do and don't examples of the Feedback guide (Feedback.mdx). */
const meta = {
  title: "Feedback/Usage",
  tags: ["!autodocs"],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The answers say what each does: the reader can answer without reading the question again. */
export const DoNameTheAnswers: Story = {
  render: () => (
    <ConfirmDialog
      defaultOpen
      question="Remove Kanban from your cart?"
      description="The apps added with it stay in your cart."
      confirmLabel="Remove Kanban"
      cancelLabel="Keep it"
      onConfirm={() => {}}
    />
  ),
  play: async () => {
    const dialog = await page().findByRole("alertdialog", {
      name: "Remove Kanban from your cart?",
    });
    // The safe answer comes first (focus starts on it: see ConfirmDialog's Default story).
    const answers = within(dialog)
      .getAllByRole("button")
      .map((button) => button.textContent);
    await expect(answers).toEqual(["Keep it", "Remove Kanban"]);
  },
};

/**
 * "Yes" and "No" make the reader go back to the question, and say nothing to a screen-reader
 * user who moves from button to button.
 */
export const DontAnswerYesOrNo: Story = {
  render: () => (
    <ConfirmDialog
      defaultOpen
      question="Remove Kanban from your cart?"
      description="The apps added with it stay in your cart."
      confirmLabel="Yes"
      cancelLabel="No"
      onConfirm={() => {}}
    />
  ),
  play: async () => {
    const dialog = await page().findByRole("alertdialog", {
      name: "Remove Kanban from your cart?",
    });
    const answers = within(dialog)
      .getAllByRole("button")
      .map((button) => button.textContent);
    await expect(answers).toEqual(["No", "Yes"]);
  },
};
