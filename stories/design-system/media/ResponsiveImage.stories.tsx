import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  Container,
  imageVariantWidths,
  ResponsiveImage,
  responsiveImageFits,
  responsiveImageRadii,
} from "@workcraft/design-system";
import { expect } from "storybook/test";
import { dealFlowImage, expectImagesLoaded, fundManagementImage } from "../../assets/images";

const widths = Object.values(imageVariantWidths).map((width) => `${width}w`);

/** The width descriptors of a srcset, in order: `["315w", "460w", …]`. */
function descriptors(srcset: string): string[] {
  return srcset.split(", ").map((candidate) => candidate.split(" ").at(-1) ?? "");
}

const meta = {
  title: "Media/ResponsiveImage",
  component: ResponsiveImage,
  args: { ...dealFlowImage },
  argTypes: {
    fit: { control: "inline-radio", options: responsiveImageFits },
    radius: { control: "inline-radio", options: responsiveImageRadii },
    images: { control: false },
  },
  render: (args) => (
    <Container width="medium">
      <ResponsiveImage {...args} />
    </Container>
  ),
  play: async ({ canvasElement }) => {
    await expectImagesLoaded(canvasElement);
  },
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A WebP source and a JPEG fallback in the five widths; lazy and async by default. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole<HTMLImageElement>("img", { name: dealFlowImage.alt });
    const picture = image.parentElement!;
    await expect(picture.tagName).toBe("PICTURE");
    const source = picture.querySelector("source")!;
    await expect(source).toHaveAttribute("type", "image/webp");
    await expect(descriptors(source.getAttribute("srcset")!)).toEqual(widths);
    await expect(descriptors(image.getAttribute("srcset")!)).toEqual(widths);
    await expect(image.getAttribute("sizes")).toBeTruthy();
    await expect(image).toHaveAttribute("width", String(dealFlowImage.width));
    await expect(image).toHaveAttribute("height", String(dealFlowImage.height));
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("decoding", "async");
    await expect(image).not.toHaveAttribute("fetchpriority");
    await expectImagesLoaded(canvasElement);
    // Chromium reads WebP, so it takes the file from the WebP source.
    await expect(image.currentSrc).toMatch(/webp/);
    // The box keeps the file's ratio (16:10).
    const box = image.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(dealFlowImage.width / dealFlowImage.height, 1);
  },
};

export const Playground: Story = {
  args: { fit: "cover", radius: "large", framed: true, priority: false },
};

/** The page's largest paint: fetched at once and first. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole("img", { name: dealFlowImage.alt });
    await expect(image).toHaveAttribute("loading", "eager");
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect(image).toHaveAttribute("data-priority");
    await expectImagesLoaded(canvasElement);
  },
};

/** An empty alt marks a decorative image: assistive technology skips it. */
export const Decorative: Story = {
  args: { ...fundManagementImage, alt: "" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("img")).toBeNull();
    await expect(canvasElement.querySelector("img")).toHaveAttribute("alt", "");
    await expectImagesLoaded(canvasElement);
  },
};

/** Only some variants present: the srcset lists those, smallest first. */
export const SomeVariants: Story = {
  args: {
    ...fundManagementImage,
    images: { smImg: fundManagementImage.images.smImg, lgImg: fundManagementImage.images.lgImg },
  },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole("img", { name: fundManagementImage.alt });
    await expect(descriptors(image.getAttribute("srcset")!)).toEqual(["460w", "960w"]);
    await expectImagesLoaded(canvasElement);
  },
};
