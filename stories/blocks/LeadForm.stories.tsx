import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { LeadField } from "../../site/app/blocks/LeadForm/definition";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
  type PageBlock,
  exampleStory,
} from "../support/siteBlocks";
import { fakeWebsiteApi, type FakeAnswer } from "../support/fakeWebsiteApi";

/** Every lead the stand-in API was sent, as its body. */
const leadsSent = fn();

/** Lets the story decide when the stand-in API answers, to look at the form while it sends. */
let answerNow: () => void = () => {};

/** How the stand-in `form-capture/send` answers: at once, after `answerNow`, or with a 429. */
type LeadAnswer = "received" | "held" | "too-many";

const RECEIVED: FakeAnswer = { status: 200, body: { data: { received: true } } };
const TOO_MANY: FakeAnswer = {
  status: 429,
  headers: { "Retry-After": "600" },
  body: { error: { code: "rate_limited", message: "Too many requests." } },
};

const meta = {
  title: "Blocks/LeadForm",
  ...blockStoryMeta,
  parameters: { ...blockStoryMeta.parameters, leadAnswer: "received" satisfies LeadAnswer },
  beforeEach: ({ parameters }) => {
    leadsSent.mockClear();
    const answer = parameters.leadAnswer as LeadAnswer;
    return fakeWebsiteApi((_path, body) => {
      leadsSent(body);
      if (answer === "too-many") return TOO_MANY;
      if (answer === "received") return RECEIVED;
      return new Promise((resolve) => (answerNow = () => resolve(RECEIVED)));
    });
  },
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A value each kind of field accepts. */
function validValue(field: LeadField): string {
  switch (field.kind) {
    case "email":
      return "ada@example.com";
    case "tel":
      return "+44 20 7946 0000";
    case "url":
      return "example.com";
    case "select":
      return field.options?.[0] ?? "";
    default:
      return `A ${field.label.toLowerCase()}`;
  }
}

/** Fills every field of the form with a valid value, as a visitor would. */
async function fillForm(canvasElement: HTMLElement, { block }: PageBlock) {
  if (block.type !== "LeadForm") throw new Error("This story shows a lead form");
  const canvas = within(canvasElement);
  for (const field of block.props.fields) {
    const role = field.kind === "select" ? "combobox" : "textbox";
    const control = canvas.getByRole(role, { name: field.label });
    if (field.kind === "select") await userEvent.selectOptions(control, validValue(field));
    else await userEvent.type(control, validValue(field));
  }
}

/** The contact form; it checks its fields in the browser before it sends. */
export const Contact: Story = {
  args: pageBlock("/contact", "LeadForm"),
  play: async ({ canvasElement, args }) => {
    await expectBlockShown(canvasElement, args, "Send us a message");
  },
};

/**
 * Sending: the button says it is busy and a second click sends nothing; once the lead has
 * arrived the thanks replace the form and take focus.
 */
export const Sent: Story = {
  args: pageBlock("/contact", "LeadForm"),
  parameters: { leadAnswer: "held" satisfies LeadAnswer },
  play: async ({ canvasElement, canvas, args }) => {
    await fillForm(canvasElement, args);
    const send = canvas.getByRole("button", { name: "Send message" });
    await userEvent.dblClick(send);
    await expect(send).toHaveAttribute("aria-busy", "true");
    await expect(leadsSent).toHaveBeenCalledTimes(1);
    await expect(leadsSent).toHaveBeenCalledWith(
      expect.objectContaining({
        formName: "contact",
        data: expect.objectContaining({ email: "ada@example.com" }),
      }),
    );
    answerNow();
    const thanks = await canvas.findByRole("status");
    await expect(thanks).toHaveTextContent("Thank you, your message has arrived");
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(leadsSent).toHaveBeenCalledTimes(1);
  },
};

/** Refused for too many tries: the form says so with the wait, keeps the values, takes focus. */
export const TooManyTries: Story = {
  args: pageBlock("/contact", "LeadForm"),
  parameters: { leadAnswer: "too-many" satisfies LeadAnswer },
  play: async ({ canvasElement, canvas, args }) => {
    await fillForm(canvasElement, args);
    await userEvent.click(canvas.getByRole("button", { name: "Send message" }));
    const alert = canvas.getByRole("alert");
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        "Your message was not sent. Too many tries. Please wait 10 minutes and try again. What you typed is still here.",
      ),
    );
    await waitFor(() => expect(alert.firstElementChild).toHaveFocus());
    await expect(canvas.getByRole("textbox", { name: "Work email" })).toHaveValue(
      "ada@example.com",
    );
    await expect(canvas.getByRole("button", { name: "Send message" })).not.toHaveAttribute(
      "aria-busy",
    );
  },
};

/** The block as its definition's example declares it: what an editor starts a new LeadForm with. */
export const Example: Story = exampleStory("LeadForm");
