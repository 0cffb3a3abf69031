import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  Badge,
  Button,
  Card,
  CardLink,
  Heading,
  Inline,
  Link,
  Text,
} from "@workcraft/design-system";
import { expect } from "storybook/test";
import { withRecordingLinks } from "../../support/storyLinks";

/** The do and don't examples of the Actions guide (Actions.mdx). */
const meta = {
  title: "Actions/Usage",
  tags: ["!autodocs"],
  decorators: [withRecordingLinks],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const primaryButtons = (root: HTMLElement) =>
  root.querySelectorAll("[data-variant='primary']").length;

/** One primary action in a view; the other actions are secondary or ghost. */
export const DoOnePrimaryAction: Story = {
  render: () => (
    <Inline gap="medium">
      <Button>Add to cart</Button>
      <Button variant="secondary" href="/pricing">
        See pricing
      </Button>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(primaryButtons(canvasElement)).toBe(1);
  },
};

/** Two primary buttons side by side: the reader cannot tell which is the main action. */
export const DontTwoPrimaryActions: Story = {
  render: () => (
    <Inline gap="medium">
      <Button>Add to cart</Button>
      <Button href="/pricing">See pricing</Button>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(primaryButtons(canvasElement)).toBe(2);
  },
};

const dealFlowCard = (linkStyle: { position?: "relative" }) => (
  <div style={{ maxWidth: "22rem" }}>
    <Card interactive as="article">
      <Heading level={3}>
        <CardLink href="/business-app/apps/deal-flow">Deal Flow</CardLink>
      </Heading>
      <Text tone="muted">
        Stages from lead to close. Needs{" "}
        <Link href="/business-app/apps/contact-management" style={linkStyle}>
          Contact Management
        </Link>
        .
      </Text>
      <Inline>
        <Badge tone="success">Free</Badge>
      </Inline>
    </Card>
  </div>
);

/** The centre of `element`, as a pointer would hit it. */
function hitAtCentreOf(element: Element) {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
}

/**
 * A second link in an interactive card is lifted above the card's cover (`position:
 * relative`), so a pointer reaches it.
 */
export const DoLiftSecondLinkInCard: Story = {
  render: () => dealFlowCard({ position: "relative" }),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Contact Management" });
    await expect(hitAtCentreOf(link)).toBe(link);
  },
};

/** Left under the cover, the second link looks clickable, but a click opens the card's page. */
export const DontHideLinkUnderCardCover: Story = {
  render: () => dealFlowCard({}),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Contact Management" });
    await expect(hitAtCentreOf(link)).toBe(canvas.getByRole("link", { name: "Deal Flow" }));
  },
};
