import type { Meta, StoryObj } from "@storybook/react-vite";
import { type BlockBackground, Steps, Testimonial } from "@workcraft/design-system";
import { expect } from "storybook/test";
import { avatar, expectImagesLoaded } from "../../assets/images";

/** The do and don't examples of the Marketing guide (Marketing.mdx). */
const meta = {
  title: "Marketing/Usage",
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function TwoBlocks({ second }: { second: BlockBackground }) {
  return (
    <>
      <Steps
        title="From plan to workspace"
        background="subtle"
        steps={[
          { id: "plan", title: "Pick a plan", description: "Standard or Advanced." },
          { id: "apps", title: "Install apps", description: "Their dependencies come along." },
        ]}
      />
      <Steps
        title="From workspace to team"
        background={second}
        steps={[
          { id: "users", title: "Invite users", description: "Five with each subscription." },
          { id: "guests", title: "Add guests", description: "Limited partners and suppliers." },
        ]}
      />
    </>
  );
}

const backgroundsOf = (root: HTMLElement) =>
  [...root.querySelectorAll("section[data-background]")].map((band) =>
    band.getAttribute("data-background"),
  );

/** Blocks one after the other take turns: `subtle`, then `default`. Each reads as its own. */
export const DoAlternateBackgrounds: Story = {
  render: () => <TwoBlocks second="default" />,
  play: async ({ canvasElement }) => {
    await expect(backgroundsOf(canvasElement)).toEqual(["subtle", "default"]);
  },
};

/** Two `subtle` bands in a row run together: where does one block end? */
export const DontRepeatABackground: Story = {
  render: () => <TwoBlocks second="subtle" />,
  play: async ({ canvasElement }) => {
    await expect(backgroundsOf(canvasElement)).toEqual(["subtle", "subtle"]);
  },
};

const quote =
  "We moved deal flow, fund management and our reporting to limited partners into one workspace in a week, without writing a line of code.";

/** The customer's words alone: the Testimonial draws the quotation mark. */
export const DoQuoteWithoutMarks: Story = {
  render: () => (
    <Testimonial
      quote={quote}
      authorName="Maya Lindqvist"
      authorRole="Partner"
      company="Northwind Capital"
      avatar={avatar}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("blockquote")).toHaveTextContent(/^We moved/);
    await expectImagesLoaded(canvasElement);
  },
};

/** Marks typed into the quote come on top of the drawn one. */
export const DontQuoteWithMarks: Story = {
  render: () => (
    <Testimonial
      quote={`“${quote}”`}
      authorName="Maya Lindqvist"
      authorRole="Partner"
      company="Northwind Capital"
      avatar={avatar}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("blockquote")).toHaveTextContent(/^“We moved/);
    await expectImagesLoaded(canvasElement);
  },
};
