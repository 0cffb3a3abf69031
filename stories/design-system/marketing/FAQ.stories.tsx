import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockBackgrounds, blockHeadingLevels, FAQ, type FAQItem } from "@workcraft/design-system";
import { expect, userEvent, waitFor } from "storybook/test";
import { expectEveryBackground, OnEveryBackground } from "../../support/backgrounds";

const items: FAQItem[] = [
  {
    id: "programming",
    question: "Do I need programming skills?",
    answer:
      "No. You automate sales, marketing, document management and e-learning workflows through custom cloud apps, no programming skills required.",
  },
  {
    id: "free-apps",
    question: "Which apps come free with every bundle?",
    answer: "Dashboards, User Settings, API Integrations, Automation Builder and Media Cloud CDN.",
  },
  {
    id: "subscription",
    question: "What does each managed subscription include?",
    answer: "5 users, 1000 guest users, 10k documents and 1 GB of storage.",
  },
  {
    id: "default-apps",
    question: "Can I check out with only the default apps?",
    answer:
      "No. You seem to only have default-apps in your cart. To check out, you must also add some non-default apps.",
  },
];

const meta = {
  title: "Marketing/FAQ",
  component: FAQ,
  parameters: { layout: "fullscreen" },
  args: { title: "Frequently asked questions", items },
  argTypes: {
    background: { control: "inline-radio", options: blockBackgrounds },
    headingLevel: { control: "inline-radio", options: blockHeadingLevels },
    items: { control: false },
  },
} satisfies Meta<typeof FAQ>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary of each question's disclosure. */
const summaryOf = (canvasElement: HTMLElement, question: string) =>
  [...canvasElement.querySelectorAll("summary")].find(
    (summary) => summary.textContent === question,
  )!;

/**
 * Each question is an h3 in a disclosure's summary, reached with Tab; a click or a tap opens its
 * answer while others stay open, and closes it again. (Enter and Space are the browser's own on a
 * summary: the journeys press them, in e2e/blockScripts.test.ts.)
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const first = summaryOf(canvasElement, items[0]!.question);
    await expect(canvas.getByRole("heading", { level: 3, name: items[0]!.question })).toBe(
      first.querySelector("h3"),
    );
    const answer = canvas.getByText(/no programming skills required/);
    await expect(answer).not.toBeVisible();

    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.click(first);
    await waitFor(() => expect(answer).toBeVisible());

    // A second question opens while the first stays open.
    const second = summaryOf(canvasElement, items[1]!.question);
    await userEvent.click(canvas.getByRole("heading", { name: items[1]!.question }));
    await waitFor(() => expect(canvas.getByText(/Media Cloud CDN/)).toBeVisible());
    await expect(second.parentElement).toHaveAttribute("open");
    await expect(answer).toBeVisible();

    // And each closes again.
    await userEvent.click(second);
    await waitFor(() => expect(canvas.getByText(/Media Cloud CDN/)).not.toBeVisible());
    await userEvent.click(first);
    await waitFor(() => expect(answer).not.toBeVisible());
    first.blur();
  },
};

export const Playground: Story = {
  args: {
    description: "About plans, apps and checkout.",
    background: "subtle",
    defaultOpen: ["free-apps"],
  },
};

/** Closed answers stay in the HTML for search engines and prerendered pages, though not drawn. */
export const AnswersInTheDocument: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/1 GB of storage/);
    await expect(canvasElement.querySelectorAll("details:not([open])")).toHaveLength(items.length);
  },
};

/** Two answers open at first. */
export const SomeOpen: Story = {
  args: { defaultOpen: ["programming", "subscription"] },
  play: async ({ canvas }) => {
    const open = items.filter((item) => canvas.getByText(item.answer as string).checkVisibility());
    await expect(open.map((item) => item.id)).toEqual(["programming", "subscription"]);
  },
};

/** On every block background, one answer open: questions and answers read on each band. */
export const Backgrounds: Story = {
  args: { items: items.slice(0, 2), defaultOpen: ["programming"] },
  render: (args) => (
    <OnEveryBackground
      renderBlock={(background) => (
        <FAQ
          {...args}
          background={background}
          title={`${args.title} (${background})`}
          items={args.items.map((item) => ({
            ...item,
            question: `${item.question} (${background})`,
          }))}
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectEveryBackground(canvasElement);
    for (const band of canvasElement.querySelectorAll<HTMLElement>("section")) {
      const question = band.querySelector("summary")!;
      await expect(getComputedStyle(question).color).toBe(getComputedStyle(band).color);
    }
  },
};
