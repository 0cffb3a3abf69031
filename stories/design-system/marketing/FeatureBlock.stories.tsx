import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  blockBackgrounds,
  FeatureBlock,
  featureImagePositions,
  headingLevels,
} from "@workcraft/design-system";
import { contrastRatio, palette } from "@workcraft/tokens";
import { expect } from "storybook/test";
import { expectEveryBackground, OnEveryBackground } from "../../support/backgrounds";
import { hexOf } from "../../support/computedColour";
import { dealFlowImage, expectImagesLoaded, fundManagementImage } from "../../assets/images";

const meta = {
  title: "Marketing/FeatureBlock",
  component: FeatureBlock,
  parameters: { layout: "fullscreen" },
  args: {
    title: "Deal Flow kanban",
    description:
      "Move deals through the stages lead, qualification, opportunity and close. Track round size and valuation, see the funnel view and the relationship strength of every contact.",
    image: dealFlowImage,
    link: { label: "See the Venture Capital CRM", href: "/use-case/venture-capital-crm" },
  },
  argTypes: {
    imagePosition: { control: "inline-radio", options: featureImagePositions },
    background: { control: "inline-radio", options: blockBackgrounds },
    headingLevel: { control: "inline-radio", options: headingLevels },
    image: { control: false },
  },
  play: async ({ canvasElement }) => {
    await expectImagesLoaded(canvasElement);
  },
} satisfies Meta<typeof FeatureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text on the left, the image on the right; lazy, since it is not the page's first paint. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole("region", { name: "Deal Flow kanban" });
    await expect(region).toHaveAttribute("data-image-position", "right");
    const image = canvas.getByRole("img", { name: dealFlowImage.alt });
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(canvas.getByRole("link", { name: "See the Venture Capital CRM" })).toHaveAttribute(
      "href",
      "/use-case/venture-capital-crm",
    );
    await expectImagesLoaded(canvasElement);
    const title = canvas.getByRole("heading", { level: 2 }).getBoundingClientRect();
    await expect(image.getBoundingClientRect().left).toBeGreaterThan(title.right);
  },
};

export const Playground: Story = { args: { imagePosition: "left", background: "subtle" } };

/** The image on the left on wide screens; the text still comes first when read. */
export const ImageLeft: Story = {
  args: {
    title: "Fund Management",
    description:
      "IRR, harvest, average check size and ownership on entry and exit, with guest users for limited partners and startups.",
    image: fundManagementImage,
    imagePosition: "left",
    link: { label: "Browse the app store", href: "/business-app/apps" },
  },
  play: async ({ canvas, canvasElement }) => {
    await expectImagesLoaded(canvasElement);
    const title = canvas.getByRole("heading", { level: 2 });
    const image = canvas.getByRole("img", { name: fundManagementImage.alt });
    await expect(image.getBoundingClientRect().right).toBeLessThan(
      title.getBoundingClientRect().left,
    );
    // Reading order is unchanged: the heading precedes the image in the document.
    await expect(
      title.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

/** The image on the right, on the subtle band, without a link. */
export const ImageRight: Story = {
  args: { imagePosition: "right", background: "subtle", link: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("link")).toBeNull();
    await expectImagesLoaded(canvasElement);
  },
};

/** On every block background; on the dark band the link takes the inverse theme's brand colour. */
export const Backgrounds: Story = {
  render: (args) => (
    <OnEveryBackground
      renderBlock={(background) => (
        <FeatureBlock {...args} background={background} title={`${args.title} (${background})`} />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectImagesLoaded(canvasElement);
    await expectEveryBackground(canvasElement);
    const inverse = canvasElement.querySelector<HTMLElement>("[data-background='inverse']")!;
    const link = hexOf(getComputedStyle(inverse.querySelector("a")!).color);
    await expect(link).toBe(palette.inverseColour.brand);
    const band = hexOf(getComputedStyle(inverse).backgroundColor);
    await expect(contrastRatio(link, band)).toBeGreaterThanOrEqual(4.5);
  },
};
