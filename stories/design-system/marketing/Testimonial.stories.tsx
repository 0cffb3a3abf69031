import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockBackgrounds, Testimonial, testimonialAlignments } from "@workcraft/design-system";
import { expect } from "storybook/test";
import { expectEveryBackground, OnEveryBackground } from "../../support/backgrounds";
import { avatar, expectImagesLoaded } from "../../assets/images";

const quote =
  "We moved deal flow, fund management and our reporting to limited partners into one workspace in a week, without writing a line of code.";

const meta = {
  title: "Marketing/Testimonial",
  component: Testimonial,
  parameters: { layout: "fullscreen" },
  args: {
    quote,
    authorName: "Maya Lindqvist",
    authorRole: "Partner",
    company: "Northwind Capital",
    avatar,
  },
  argTypes: {
    align: { control: "inline-radio", options: testimonialAlignments },
    background: { control: "inline-radio", options: blockBackgrounds },
    avatar: { control: false },
  },
  play: async ({ canvasElement }) => {
    await expectImagesLoaded(canvasElement);
  },
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The quote in a blockquote; name, role and company in the figure's caption. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const figure = canvas.getByRole("figure");
    await expect(figure.querySelector("blockquote")).toHaveTextContent(quote);
    const caption = figure.querySelector("figcaption")!;
    await expect(caption).toHaveTextContent("Maya Lindqvist");
    await expect(caption).toHaveTextContent("Partner, Northwind Capital");
    // The photo is decorative: the name beside it says who it is.
    await expect(caption.querySelector("img")).toHaveAttribute("alt", "");
    await expectImagesLoaded(canvasElement);
  },
};

export const Playground: Story = { args: { align: "start", background: "subtle" } };

/** Aligned to the start, for a column beside other content. */
export const StartAligned: Story = { args: { align: "start" } };

/** No photo, no company. */
export const WithoutAvatar: Story = {
  args: { avatar: undefined, company: undefined },
  play: async ({ canvas }) => {
    const caption = canvas.getByRole("figure").querySelector("figcaption")!;
    await expect(caption.querySelector("img")).toBeNull();
    await expect(caption).toHaveTextContent(/Maya LindqvistPartner$/);
  },
};

/** On every block background; the quote and its caption read on each band. */
export const Backgrounds: Story = {
  args: { authorName: "Maya Lindqvist" },
  render: (args) => (
    <OnEveryBackground
      renderBlock={(background) => (
        <Testimonial {...args} background={background} aria-label={`Testimonial (${background})`} />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectImagesLoaded(canvasElement);
    await expectEveryBackground(canvasElement);
  },
};
