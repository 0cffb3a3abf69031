import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  Button,
  buttonSizes,
  buttonVariantNames,
  CartButton,
  Inline,
  LinkProvider,
  type CartButtonProps,
} from "@workcraft/design-system";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { navigate, RecordingLink } from "../../support/storyLinks";

const meta = {
  title: "Commerce/CartButton",
  component: CartButton,
  args: { count: 3, onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: buttonVariantNames },
    size: { control: "inline-radio", options: buttonSizes },
    count: { control: { type: "number", min: 0 } },
  },
  decorators: [
    (Story) => (
      <LinkProvider component={RecordingLink}>
        <div style={{ padding: "1rem" }}>
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three items: the badge shows 3 and the name says so. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole("button", { name: "Cart, 3 items" });
    await expect(canvasElement.querySelector("[data-cart-badge]")).toHaveTextContent("3");
    // Nothing is announced for the count the page loads with.
    await expect(canvas.getByRole("status")).toHaveTextContent("");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { count: 12, variant: "secondary", size: "large" } };

/** An empty cart shows no badge. */
export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("button", { name: "Cart, 0 items" })).toBeVisible();
    await expect(canvasElement.querySelector("[data-cart-badge]")).toBeNull();
  },
};

/** The badge caps its number; the name keeps the real count. */
export const ManyItems: Story = {
  args: { count: 120 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("button", { name: "Cart, 120 items" })).toBeVisible();
    await expect(canvasElement.querySelector("[data-cart-badge]")).toHaveTextContent("99+");
  },
};

/** Given a destination, it links to the cart through the router's link. */
export const AsLink: Story = {
  args: { href: "/cart", count: 1 },
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole("link", { name: "Cart, 1 item" }));
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith("/cart");
  },
};

function CartDemo(props: CartButtonProps) {
  const [count, setCount] = useState(props.count);
  return (
    <Inline gap="large">
      <Button variant="secondary" onClick={() => setCount(count + 1)}>
        Add an app
      </Button>
      <Button variant="secondary" onClick={() => setCount(Math.max(0, count - 1))}>
        Remove an app
      </Button>
      <CartButton {...props} count={count} />
    </Inline>
  );
}

/** The parent changes the count; name, badge and a polite announcement follow it. */
export const FollowsTheCount: Story = {
  args: { count: 0 },
  render: (args) => <CartDemo {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const badge = () => canvasElement.querySelector("[data-cart-badge]");
    const status = canvas.getByRole("status");
    await expect(status).toHaveAttribute("aria-live", "polite");
    await expect(canvas.getByRole("button", { name: "Cart, 0 items" })).toBeVisible();
    await expect(badge()).toBeNull();

    await userEvent.click(canvas.getByRole("button", { name: "Add an app" }));
    await expect(canvas.getByRole("button", { name: "Cart, 1 item" })).toBeVisible();
    await expect(badge()).toHaveTextContent("1");
    await waitFor(() => expect(status).toHaveTextContent("Cart, 1 item"));

    await userEvent.click(canvas.getByRole("button", { name: "Add an app" }));
    await userEvent.click(canvas.getByRole("button", { name: "Add an app" }));
    await expect(canvas.getByRole("button", { name: "Cart, 3 items" })).toBeVisible();
    await expect(badge()).toHaveTextContent("3");
    await waitFor(() => expect(status).toHaveTextContent("Cart, 3 items"));

    for (let i = 0; i < 3; i += 1) {
      await userEvent.click(canvas.getByRole("button", { name: "Remove an app" }));
    }
    await expect(canvas.getByRole("button", { name: "Cart, 0 items" })).toBeVisible();
    await expect(badge()).toBeNull();
    await waitFor(() => expect(status).toHaveTextContent("Cart, 0 items"));
  },
};
