import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  Button,
  buttonSizes,
  buttonVariantNames,
  Inline,
  LinkProvider,
} from "@workcraft/design-system";
import { expect, fn, userEvent } from "storybook/test";
import { navigate, RecordingLink } from "../../support/storyLinks";

const meta = {
  title: "Actions/Button",
  component: Button,
  args: { children: "Add to cart", onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: buttonVariantNames },
    size: { control: "inline-radio", options: buttonSizes },
  },
  decorators: [
    (Story) => (
      <LinkProvider component={RecordingLink}>
        <Story />
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Add to cart" });
    await expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Playground: Story = { args: { variant: "secondary", size: "large" } };

/** Every variant at every size. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: "1rem" }}>
      {buttonSizes.map((size) => (
        <Inline key={size} gap="medium">
          {buttonVariantNames.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
        </Inline>
      ))}
    </div>
  ),
};

/** Busy: a spinner, no clicks, but it keeps focus and its label. */
export const Loading: Story = {
  args: { loading: true, children: "Checking out" },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Checking out" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

/** Cannot be used, yet reachable by keyboard so its label is read. */
export const Disabled: Story = {
  args: { disabled: true, children: "Check out" },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Check out" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Given a destination, it is a link that looks like a button, through the router's link. */
export const AsLink: Story = {
  args: { href: "/business-app/apps", children: "Add More Apps" },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Add More Apps" });
    await expect(link).toHaveAttribute("data-router-link");
    navigate.mockClear();
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith("/business-app/apps");
  },
};

/**
 * To another site: an anchor through LinkTo, with `rel="noopener noreferrer"` and the external
 * mark after the label.
 */
export const ToAnotherSite: Story = {
  args: { href: "https://example.org/workcraft", variant: "secondary", children: "Read the case" },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Read the case (another site)" });
    await expect(link).not.toHaveAttribute("data-router-link");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link.querySelector("[data-external-mark] svg")).not.toBeNull();
  },
};

/** A disabled link does not navigate. */
export const DisabledLink: Story = {
  args: { href: "/pricing", disabled: true, children: "See pricing" },
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole("link", { name: "See pricing" }));
    await expect(navigate).not.toHaveBeenCalled();
  },
};
