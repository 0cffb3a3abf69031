import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockBackgrounds, blockHeadingLevels, Hero, heroLayouts } from "@workcraft/design-system";
import { expect } from "storybook/test";
import { expectEveryBackground, OnEveryBackground } from "../../support/backgrounds";
import { dealFlowImage, expectImagesLoaded } from "../../assets/images";

const meta = {
  title: "Marketing/Hero",
  component: Hero,
  parameters: { layout: "fullscreen" },
  args: {
    title: "Automate sales, marketing, document management and e-learning workflows",
    description:
      "Automate those workflows through custom cloud apps, no programming skills required.",
    primaryAction: { label: "See pricing", href: "/pricing" },
    secondaryAction: { label: "Browse apps", href: "/business-app/apps" },
  },
  argTypes: {
    layout: { control: "inline-radio", options: heroLayouts },
    headingLevel: { control: "inline-radio", options: blockHeadingLevels },
    background: { control: "inline-radio", options: blockBackgrounds },
    image: { control: false },
  },
  play: async ({ canvasElement }) => {
    await expectImagesLoaded(canvasElement);
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing page's opening: the spec's default title and description, two actions. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole("heading", { level: 1 });
    await expect(headings).toHaveLength(1);
    await expect(canvas.getByRole("region", { name: headings[0]!.textContent! })).toHaveAttribute(
      "data-layout",
      "centered",
    );
    await expect(canvas.getByRole("link", { name: "See pricing" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    await expect(canvas.getByRole("link", { name: "Browse apps" })).toHaveAttribute(
      "href",
      "/business-app/apps",
    );
  },
};

export const Playground: Story = {
  args: {
    eyebrow: "Use case",
    title: "Venture Capital CRM",
    layout: "split",
    image: dealFlowImage,
    background: "subtle",
  },
};

/** Text centred above a wide product image. */
export const CenteredWithImage: Story = {
  args: { eyebrow: "Business App Store", layout: "centered", image: dealFlowImage },
};

/** Text and image side by side; the image is the largest paint, so it loads first. */
export const SplitWithPriorityImage: Story = {
  args: {
    eyebrow: "Use case",
    title: "Venture Capital CRM",
    description:
      "Deal Flow kanban from lead to close, Fund Management with IRR and ownership on entry and exit, and guest logins for limited partners.",
    primaryAction: { label: "Start with this bundle", href: "/use-case/venture-capital-crm" },
    secondaryAction: { label: "Contact us", href: "/contact" },
    layout: "split",
    image: dealFlowImage,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const image = canvas.getByRole("img", { name: dealFlowImage.alt });
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect(image).toHaveAttribute("loading", "eager");
    await expectImagesLoaded(canvasElement);
    // On a wide screen the text and the image share one row.
    const title = canvas.getByRole("heading", { level: 1 }).getBoundingClientRect();
    await expect(image.getBoundingClientRect().left).toBeGreaterThan(title.right);
  },
};

/** One action only. */
export const SingleAction: Story = {
  args: { secondaryAction: undefined, primaryAction: { label: "Contact us", href: "/contact" } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(1);
  },
};

/** Lower on a page that already has its h1, the title is an h2. */
export const AsSecondHeading: Story = {
  args: { headingLevel: 2, eyebrow: "Builder" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("heading", { level: 1 })).toBeNull();
    await expect(canvas.getByRole("heading", { level: 2 })).toBeVisible();
  },
};

/** On every block background; the eyebrow and description take the dark band's light colour. */
export const Backgrounds: Story = {
  args: { eyebrow: "Business App Store", headingLevel: 2 },
  render: (args) => (
    <OnEveryBackground
      renderBlock={(background) => (
        <Hero {...args} background={background} title={`${args.title} (${background})`} />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectEveryBackground(canvasElement);
  },
};
