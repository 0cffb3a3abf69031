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

/** Each question is an h3 holding a button; Enter opens and closes its answer. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole("button", { name: items[0]!.question });
    await expect(first.parentElement!.tagName).toBe("H3");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("region", { name: items[0]!.question })).toBeNull();

    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const answer = canvas.getByRole("region", { name: items[0]!.question });
    await expect(answer).toHaveTextContent(/no programming skills required/);
    await waitFor(() => expect(answer).toBeVisible());

    // Arrow keys move between questions; Space opens the second while the first stays open.
    await userEvent.keyboard("{ArrowDown}");
    const second = canvas.getByRole("button", { name: items[1]!.question });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "true");

    // Closing again, with the keyboard.
    await userEvent.keyboard(" ");
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{ArrowUp}");
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("region", { name: items[0]!.question })).toBeNull();
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
    await expect(canvasElement.querySelectorAll("[role='region']:not([hidden])")).toHaveLength(
      items.length,
    );
  },
};

/** Two answers open at first. */
export const SomeOpen: Story = {
  args: { defaultOpen: ["programming", "subscription"] },
  play: async ({ canvas }) => {
    const open = items.filter((item) => canvas.queryByRole("region", { name: item.question }));
    await expect(open.map((item) => item.id)).toEqual(["programming", "subscription"]);
    await expect(canvas.getByRole("button", { name: items[2]!.question })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
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
          // Answers are regions named by their question: one name per band.
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
      const question = band.querySelector("button")!;
      await expect(getComputedStyle(question).color).toBe(getComputedStyle(band).color);
    }
  },
};
