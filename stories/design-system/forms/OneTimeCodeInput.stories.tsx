import type { Meta, StoryObj } from "@storybook/react-vite";
import { OneTimeCodeInput } from "@workcraft/design-system";
import { expect, fn, userEvent, waitFor } from "storybook/test";

const meta = {
  title: "Forms/OneTimeCodeInput",
  component: OneTimeCodeInput,
  args: {
    label: "Verification code",
    hint: "Enter the 6-digit code we sent to your e-mail address.",
    onChange: fn(),
    onComplete: fn(),
  },
  argTypes: {
    label: { control: "text" },
    hint: { control: "text" },
    error: { control: "text" },
    length: { control: { type: "number", min: 4, max: 8 } },
  },
} satisfies Meta<typeof OneTimeCodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled group of six labelled boxes; the first invites the browser's code auto-fill. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Verification code" });
    await expect(group).toHaveAccessibleDescription(
      "Enter the 6-digit code we sent to your e-mail address.",
    );
    const boxes = canvas.getAllByRole("textbox");
    await expect(boxes).toHaveLength(6);
    await expect(boxes[0]).toHaveAccessibleName("Digit 1 of 6");
    await expect(boxes[5]).toHaveAccessibleName("Digit 6 of 6");
    await expect(boxes[0]).toHaveAttribute("autocomplete", "one-time-code");
    for (const box of boxes) await expect(box).toHaveAttribute("inputmode", "numeric");
  },
};

export const Playground: Story = { args: { length: 4, disabled: false } };

const box = (n: number) => `Digit ${n} of 6`;

/** A whole code pasted into any box fills every box and completes the code. */
export const PasteCode: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("textbox", { name: box(3) }));
    await userEvent.paste("Your code: 481 205");
    const values = canvas.getAllByRole("textbox").map((input) => (input as HTMLInputElement).value);
    await expect(values).toEqual(["4", "8", "1", "2", "0", "5"]);
    await expect(args.onChange).toHaveBeenLastCalledWith("481205");
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith("481205");
    await expect(canvas.getByRole("textbox", { name: box(6) })).toHaveFocus();
  },
};

/** Digits move on; letters are refused; arrows move; Backspace clears and steps back. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const input = (n: number) => canvas.getByRole("textbox", { name: box(n) });
    await userEvent.click(input(1));
    await userEvent.keyboard("12a3");
    await expect(input(1)).toHaveValue("1");
    await expect(input(2)).toHaveValue("2");
    await expect(input(3)).toHaveValue("3");
    await expect(input(4)).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith("123");

    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await expect(input(2)).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(input(4)).toHaveFocus();

    // In an empty box, Backspace clears the box before and moves there.
    await userEvent.keyboard("{Backspace}");
    await expect(input(3)).toHaveValue("");
    await expect(input(3)).toHaveFocus();

    await userEvent.keyboard("9456");
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith("129456");
    await expect(input(6)).toHaveFocus();

    // In a full box, Backspace clears it and moves back.
    await userEvent.keyboard("{Backspace}");
    await expect(input(6)).toHaveValue("");
    await expect(input(5)).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith("12945");
  },
};

/** Typing over a digit replaces it. */
export const Prefilled: Story = {
  args: { defaultValue: "48120" },
  play: async ({ canvas, args }) => {
    const last = canvas.getByRole("textbox", { name: box(6) });
    await userEvent.click(last);
    await userEvent.keyboard("5");
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith("481205"));
    await userEvent.click(canvas.getByRole("textbox", { name: box(1) }));
    await userEvent.keyboard("7");
    await expect(canvas.getByRole("textbox", { name: box(1) })).toHaveValue("7");
    await expect(args.onComplete).toHaveBeenLastCalledWith("781205");
  },
};

export const WithError: Story = {
  args: {
    defaultValue: "481206",
    error: "This code is not right. Check the e-mail and try again.",
  },
  play: async ({ canvas }) => {
    for (const input of canvas.getAllByRole("textbox")) {
      await expect(input).toHaveAttribute("aria-invalid", "true");
    }
    await expect(canvas.getByRole("textbox", { name: box(1) })).toHaveAccessibleDescription(
      "Enter the 6-digit code we sent to your e-mail address. This code is not right. Check the e-mail and try again.",
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: "481205", disabled: true },
  play: async ({ canvas }) => {
    for (const input of canvas.getAllByRole("textbox")) await expect(input).toBeDisabled();
  },
};
