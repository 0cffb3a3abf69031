import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  Link,
  NotifyMeForm,
  Text,
  type NotifyMeFormProps,
  type NotifyMeValues,
} from "@workcraft/design-system";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { inGerman } from "../../support/inGerman";

/** The caller's rule, as the site's: an address that looks like one, and the box ticked. */
function checkValues({ email, consent }: NotifyMeValues) {
  return {
    ...(email.trim() === ""
      ? { email: "Enter your e-mail address" }
      : /^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(email.trim())
        ? {}
        : { email: "Enter a valid e-mail address, like name@company.com" }),
    ...(consent ? {} : { consent: "Tick the box so that we may e-mail you about Online Surveys" }),
  };
}

const meta = {
  title: "Forms/NotifyMeForm",
  component: NotifyMeForm,
  args: {
    label: "E-mail me when Online Surveys ships",
    description: (
      <Text size="small">
        Want to know when Online Surveys is out? Leave your address and we will e-mail you once.
      </Text>
    ),
    emailLabel: "Your e-mail address",
    consentLabel: "Yes, e-mail me when Online Surveys ships. Use my address for nothing else.",
    consentNote: <Link href="/legal/privacy-policy">How we keep your address</Link>,
    submitLabel: "Notify me",
    check: checkValues,
    onSend: fn(),
  },
  argTypes: {
    label: { control: "text" },
    emailLabel: { control: "text" },
    submitLabel: { control: "text" },
    description: { control: false },
    consentLabel: { control: "text" },
    consentNote: { control: false },
    failure: { control: "text" },
    sentMessage: { control: "text" },
  },
} satisfies Meta<typeof NotifyMeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named form: a labelled address field and an unticked consent box, its note tied to it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("form", { name: "E-mail me when Online Surveys ships" }),
    ).toBeVisible();
    const email = canvas.getByRole("textbox", { name: /Your e-mail address/ });
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("autocomplete", "email");
    const consent = canvas.getByRole("checkbox", { name: /Yes, e-mail me when Online Surveys/ });
    await expect(consent).not.toBeChecked();
    await expect(consent).toHaveAccessibleDescription("How we keep your address");
  },
};

export const Playground: Story = { args: { sending: false } };

/**
 * Sent empty: each field says what is missing, tied to it, the first takes focus and nothing is
 * sent; the keyboard alone then fills the form and sends it once.
 */
export const ProblemsOnSend: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Notify me" }));
    const email = canvas.getByRole("textbox", { name: /Your e-mail address/ });
    const consent = canvas.getByRole("checkbox");
    await expect(email).toHaveFocus();
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription("Enter your e-mail address");
    await expect(consent).toBeInvalid();
    await expect(consent).toHaveAccessibleDescription(
      "Tick the box so that we may e-mail you about Online Surveys How we keep your address",
    );
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.type(email, "ada@example.com");
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(consent).toBeChecked();
    await expect(consent).not.toBeInvalid();
    // Past the privacy note's link to the button.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Notify me" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith({
      email: "ada@example.com",
      consent: true,
    });
  },
};

/** An address and no tick: the box alone is wrong, and takes focus. */
export const ConsentMissing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole("textbox"), "ada@example.com{Enter}");
    const consent = canvas.getByRole("checkbox");
    await expect(consent).toHaveFocus();
    await expect(consent).toBeInvalid();
    await expect(canvas.getByRole("textbox")).not.toBeInvalid();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** On its way: the button says so and a second press sends nothing. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Notify me" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.type(canvas.getByRole("textbox"), "ada@example.com");
    await userEvent.click(canvas.getByRole("checkbox"));
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The caller keeps the outcome: a failed send, then a second that goes through. */
function FailingThenSent(props: NotifyMeFormProps) {
  const [tries, setTries] = useState(0);
  return (
    <NotifyMeForm
      {...props}
      onSend={(values) => {
        props.onSend(values);
        setTries(tries + 1);
      }}
      {...(tries === 1
        ? {
            failure: "Your address was not sent. We could not reach the server.",
            failureKey: tries,
          }
        : {})}
      sentMessage={
        tries >= 2 ? <Text>Almost done: we sent a link to ada@example.com.</Text> : undefined
      }
    />
  );
}

/**
 * A failed send says why in an alert that takes focus, keeping what was typed; once sent, the
 * form makes way for its message, which takes focus.
 */
export const FailsThenSends: Story = {
  render: (args) => <FailingThenSent {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole("textbox"), "ada@example.com");
    await userEvent.click(canvas.getByRole("checkbox"));
    await userEvent.click(canvas.getByRole("button", { name: "Notify me" }));
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("We could not reach the server.");
    await waitFor(() => expect(alert.querySelector("[tabindex='-1']")).toHaveFocus());
    await expect(canvas.getByRole("textbox")).toHaveValue("ada@example.com");
    await expect(canvas.getByRole("checkbox")).toBeChecked();

    await userEvent.click(canvas.getByRole("button", { name: "Notify me" }));
    const sent = canvas.getByRole("status");
    await expect(sent).toHaveTextContent("Almost done: we sent a link to ada@example.com.");
    await waitFor(() => expect(sent).toHaveFocus());
    await expect(canvas.queryByRole("form")).toBeNull();
    await expect(args.onSend).toHaveBeenCalledTimes(2);
  },
};

/** The receiver refused the address it was sent: the field says so. */
export const Refused: Story = {
  args: { problems: { email: "Enter a valid e-mail address, like name@company.com" } },
  play: async ({ canvas }) => {
    const email = canvas.getByRole("textbox");
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription(
      "Enter a valid e-mail address, like name@company.com",
    );
  },
};

/** On a German page: the caller's words, the box still unticked. */
export const InGerman: Story = {
  decorators: [inGerman],
  args: {
    label: "Per E-Mail benachrichtigen, wenn Online-Umfragen erscheint",
    description: (
      <Text size="small">
        Möchten Sie wissen, wann Online-Umfragen erscheint? Hinterlassen Sie Ihre Adresse, und wir
        schreiben Ihnen einmal.
      </Text>
    ),
    emailLabel: "Ihre E-Mail-Adresse",
    consentLabel:
      "Ja, schreiben Sie mir, wenn Online-Umfragen erscheint. Meine Adresse darf für nichts anderes verwendet werden.",
    consentNote: <Link href="/de/legal/privacy-policy">Wie wir Ihre Adresse aufbewahren</Link>,
    submitLabel: "Benachrichtigen",
    check: () => ({}),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: /Ja, schreiben Sie mir/ })).not.toBeChecked();
    await expect(canvas.getByRole("button", { name: "Benachrichtigen" })).toBeVisible();
  },
};
