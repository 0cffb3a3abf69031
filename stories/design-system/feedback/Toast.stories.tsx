import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  Button,
  Inline,
  LinkProvider,
  Toast,
  ToastProvider,
  ToastRegion,
  toastTypes,
  type ToastMessage,
  type ToastProps,
} from "@workcraft/design-system";
import { addAppToCart, CATALOGUE, ONLY_DEFAULT_APPS_MESSAGE } from "@workcraft/domain";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { appOrThrow } from "../../support/catalogue";
import { RecordingLink } from "../../support/storyLinks";

// The cart rules' two toast messages. Sales Quotes brings two other apps into an empty cart,
// the count of the spec's example (whose Kanban has no dependencies in the catalogue).
const dependentApp = appOrThrow("sales-quotes");
const added = addAppToCart([], dependentApp.id, CATALOGUE);
if (!added.ok || !added.message) throw new Error(`${dependentApp.name} added no dependencies`);
const dependencyMessage = added.message;
const defaultAppsMessage = ONLY_DEFAULT_APPS_MESSAGE;
// The site's store list of apps, where the spec's Add More Apps button leads.
const addMoreAppsHref = "/business-app/apps";

/**
 * The toast, open until the reader closes it; then a button shows it again. A story's play
 * may close its toast, and still ends with the toast on screen, as its screenshot shows it.
 */
function ToastUntilClosed({ onOpenChange, ...args }: ToastProps) {
  const [open, setOpen] = useState(true);
  return (
    <LinkProvider component={RecordingLink}>
      <ToastProvider>
        {!open && (
          <Inline padding="medium">
            <Button variant="secondary" onClick={() => setOpen(true)}>
              Show the toast again
            </Button>
          </Inline>
        )}
        <Toast
          {...args}
          open={open}
          onOpenChange={(isOpen) => {
            setOpen(isOpen);
            onOpenChange?.(isOpen);
          }}
        />
      </ToastProvider>
    </LinkProvider>
  );
}

const meta = {
  title: "Feedback/Toast",
  component: Toast,
  parameters: { layout: "fullscreen" },
  args: { type: "banner", message: dependencyMessage, closeLabel: "Close" },
  argTypes: {
    type: { control: "inline-radio", options: toastTypes },
    message: { control: "text" },
  },
  render: (args) => <ToastUntilClosed {...args} />,
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const region = () => page().getByRole("region", { name: /Notifications/ });

/** After the play closed the toast: shows it again, for the story's screenshot. */
async function showAgain() {
  await waitFor(() => expect(within(region()).queryByRole("listitem")).toBeNull());
  await userEvent.click(page().getByRole("button", { name: "Show the toast again" }));
  await expect(await within(region()).findByRole("listitem")).toHaveAttribute("data-state", "open");
}

/** A banner stays until the reader closes it with its labelled close button. */
export const Default: Story = {
  play: async () => {
    const toast = await within(region()).findByRole("listitem");
    await expect(toast).toHaveTextContent(dependencyMessage);
    await expect(toast).toHaveAttribute("data-type", "banner");
    await userEvent.click(within(toast).getByRole("button", { name: "Close" }));
    await showAgain();
  },
};

export const Playground: Story = {
  args: {
    type: "banner-core-apps",
    message: defaultAppsMessage,
    action: { label: "Add More Apps", href: addMoreAppsHref },
  },
};

/** The `banner` type: news about the cart, here the apps added with Sales Quotes. */
export const Banner: Story = {
  args: { type: "banner", message: dependencyMessage },
  play: async () => {
    const toast = await within(region()).findByRole("listitem");
    await expect(toast).toHaveAttribute("data-state", "open");
    await expect(within(toast).queryByRole("link")).toBeNull();
  },
};

/** The `banner-core-apps` type, with the spec's Add More Apps button to the app store. */
export const BannerCoreApps: Story = {
  args: {
    type: "banner-core-apps",
    message: defaultAppsMessage,
    action: { label: "Add More Apps", href: addMoreAppsHref, onClick: fn() },
  },
  play: async ({ args }) => {
    const toast = await within(region()).findByRole("listitem");
    await expect(toast).toHaveTextContent(defaultAppsMessage);
    const action = within(toast).getByRole("link", { name: "Add More Apps" });
    await expect(action).toHaveAttribute("href", "/business-app/apps");
    // The story's link component stops the navigation, so the test frame stays.
    await userEvent.click(action);
    await expect(args.action?.onClick).toHaveBeenCalledOnce();
    await showAgain();
  },
};

/** An action can be a callback instead of a link. */
export const CallbackAction: Story = {
  args: {
    type: "banner",
    message: dependencyMessage,
    action: { label: "Undo", onClick: fn() },
  },
  play: async ({ args }) => {
    const toast = await within(region()).findByRole("listitem");
    await userEvent.click(within(toast).getByRole("button", { name: "Undo" }));
    await expect(args.action?.onClick).toHaveBeenCalledOnce();
    // Using the action closes the toast.
    await showAgain();
  },
};

function CartToasts() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  return (
    <LinkProvider component={RecordingLink}>
      <ToastRegion toast={toast} onDismiss={() => setToast(null)}>
        <Inline gap="small" padding="medium">
          <Button
            variant="secondary"
            onClick={() =>
              setToast({ id: dependentApp.id, type: "banner", message: dependencyMessage })
            }
          >
            Add {dependentApp.name}
          </Button>
          <Button
            onClick={() =>
              setToast({
                id: "default-apps",
                type: "banner-core-apps",
                message: defaultAppsMessage,
                action: { label: "Add More Apps", href: addMoreAppsHref },
              })
            }
          >
            Check out
          </Button>
        </Inline>
      </ToastRegion>
    </LinkProvider>
  );
}

/** ToastRegion shows the one current toast: a new message replaces the one on screen. */
export const OnlyOneAtATime: Story = {
  render: () => <CartToasts />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: `Add ${dependentApp.name}` }));
    const first = await within(region()).findByRole("listitem");
    await expect(first).toHaveTextContent(dependencyMessage);

    await userEvent.click(canvas.getByRole("button", { name: "Check out" }));
    await waitFor(() =>
      expect(within(region()).getByRole("listitem")).toHaveTextContent(defaultAppsMessage),
    );
    await expect(within(region()).getAllByRole("listitem")).toHaveLength(1);

    // Never closed by a timer: still there a while later.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(within(region()).getAllByRole("listitem")).toHaveLength(1);

    await userEvent.click(within(region()).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(within(region()).queryByRole("listitem")).toBeNull());
  },
};
