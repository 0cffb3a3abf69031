import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockBackgrounds, blockHeadingLevels, LogoStrip } from "@workcraft/design-system";
import { expect, userEvent, waitFor } from "storybook/test";
import { expectEveryBackground, OnEveryBackground } from "../../support/backgrounds";
import { customerLogos, expectImagesLoaded } from "../../assets/images";

const meta = {
  title: "Marketing/LogoStrip",
  component: LogoStrip,
  parameters: { layout: "fullscreen" },
  args: {
    title: "Trusted by distributors, manufacturers and investors",
    logos: customerLogos,
  },
  argTypes: {
    background: { control: "inline-radio", options: blockBackgrounds },
    headingLevel: { control: "inline-radio", options: blockHeadingLevels },
    logos: { control: false },
  },
  play: async ({ canvasElement }) => {
    await expectImagesLoaded(canvasElement);
  },
} satisfies Meta<typeof LogoStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every logo is an image named after its organisation, in a list. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(customerLogos.length);
    for (const logo of customerLogos) {
      const image = canvas.getByRole("img", { name: logo.alt });
      await expect(getComputedStyle(image).filter).toBe("none");
    }
    await expectImagesLoaded(canvasElement);
  },
};

export const Playground: Story = { args: { greyscale: true, background: "subtle" } };

/** Logos in grey, so no brand colour competes with the page. */
export const Greyscale: Story = {
  args: { greyscale: true },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole("img", { name: "Northwind Capital" });
    await expect(getComputedStyle(image).filter).toBe("grayscale(1)");
    await expectImagesLoaded(canvasElement);
  },
};

/** Linked logos get their colour back when focused from the keyboard. */
export const LinkedGreyscale: Story = {
  args: {
    greyscale: true,
    logos: customerLogos.map((logo) => ({ ...logo, href: "/use-case/venture-capital-crm" })),
  },
  play: async ({ canvas, canvasElement }) => {
    await expectImagesLoaded(canvasElement);
    const link = canvas.getByRole("link", { name: "Northwind Capital" });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const image = canvas.getByRole("img", { name: "Northwind Capital" });
    await waitFor(() => expect(getComputedStyle(image).filter).toBe("none"));
    // Leave focus nowhere, so the screenshot shows the resting state.
    link.blur();
  },
};

/** Without a title: a plain row of logos. */
export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("heading")).toBeNull();
    await expectImagesLoaded(canvasElement);
  },
};

/** On every block background. */
export const Backgrounds: Story = {
  render: (args) => (
    <OnEveryBackground
      renderBlock={(background) => (
        <LogoStrip {...args} background={background} title={`${args.title} (${background})`} />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectImagesLoaded(canvasElement);
    await expectEveryBackground(canvasElement);
  },
};
