import type { Meta, StoryObj } from "@storybook/react-vite";
import { buttonSizes, buttonVariantNames, IconButton } from "@workcraft/design-system";
import { expect, fn, userEvent } from "storybook/test";

function CloseIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M5 5l10 10M15 5L5 15" />
    </svg>
  );
}

const meta = {
  title: "Actions/IconButton",
  component: IconButton,
  args: { label: "Close", children: <CloseIcon />, onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: buttonVariantNames },
    size: { control: "inline-radio", options: buttonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label; the icon is hidden from assistive technology. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Close" });
    const box = button.getBoundingClientRect();
    await expect(box.width).toBe(box.height);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { args: { variant: "secondary", size: "large" } };

export const Disabled: Story = { args: { disabled: true } };
