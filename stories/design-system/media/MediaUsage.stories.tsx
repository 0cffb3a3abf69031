import type { Meta, StoryObj } from "@storybook/react-vite";
import { Icon, Inline, ResponsiveImage, Stack, Text } from "@workcraft/design-system";
import { expect } from "storybook/test";
import { dealFlowImage, expectImagesLoaded } from "../../assets/images";

/** The do and don't examples of the Media guide (Media.mdx). */
const meta = {
  title: "Media/Usage",
  tags: ["!autodocs"],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each icon stands beside the words that say what it means. */
export const DoIconBesideWords: Story = {
  render: () => (
    <Stack gap="small">
      <Inline gap="small">
        <Icon name="lock" size="medium" />
        <Text as="span">Single sign-on</Text>
      </Inline>
      <Inline gap="small">
        <Icon name="cloud" size="medium" />
        <Text as="span">Hosted in the EU</Text>
      </Inline>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Single sign-on")).toBeVisible();
    await expect(canvas.getByText("Hosted in the EU")).toBeVisible();
  },
};

/** Icons alone: hidden from assistive technology, and a guess for everyone else. */
export const DontIconsAlone: Story = {
  render: () => (
    <Inline gap="medium">
      <Icon name="lock" />
      <Icon name="cloud" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    for (const icon of canvasElement.querySelectorAll("svg")) {
      await expect(icon).toHaveAttribute("aria-hidden", "true");
    }
    await expect(canvasElement.textContent?.trim()).toBe("");
  },
};

/** The text alternative says what the picture shows, for those who cannot see it. */
export const DoDescribeThePicture: Story = {
  render: () => (
    <div style={{ maxWidth: "28rem" }}>
      <ResponsiveImage {...dealFlowImage} sizes="28rem" radius="medium" framed />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("img")).toHaveAccessibleName(dealFlowImage.alt);
    await expectImagesLoaded(canvasElement);
  },
};

/** "Screenshot" tells a screen-reader user that there is a picture, not what it shows. */
export const DontSayOnlyScreenshot: Story = {
  render: () => (
    <div style={{ maxWidth: "28rem" }}>
      <ResponsiveImage {...dealFlowImage} alt="Screenshot" sizes="28rem" radius="medium" framed />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("img")).toHaveAccessibleName("Screenshot");
    await expectImagesLoaded(canvasElement);
  },
};
