import type { Meta, StoryObj } from "@storybook/react-vite";
import { AppCard, Inline, Link, VoteButton } from "@workcraft/design-system";
import { ROADMAP_ITEMS } from "@workcraft/domain";
import { expect } from "storybook/test";
import { appHref, appOrThrow, appPriceText } from "../../support/catalogue";
import { withRecordingLinks } from "../../support/storyLinks";

/** The do and don't examples of the Commerce guide (Commerce.mdx). */
const meta = {
  title: "Commerce/Usage",
  tags: ["!autodocs"],
  decorators: [withRecordingLinks],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Roadmap votes without a `subject`: each button is read as "Vote 250 votes", and a
 * screen-reader user cannot tell which app a vote is for.
 */
export const DontVoteWithoutASubject: Story = {
  render: () => (
    <Inline gap="medium">
      {ROADMAP_ITEMS.map((item) => (
        <VoteButton key={item.key} layout="stacked" votes={item.votes} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole("button")) {
      await expect(button).toHaveAccessibleName(/^Vote \d+ votes?$/);
    }
  },
};

const salesQuotes = appOrThrow("sales-quotes");
const contactManagement = appOrThrow("contact-management");

/** The centre of `element`, as a pointer would hit it. */
function hitAtCentreOf(element: Element) {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
}

/**
 * A link put in the description sits under the card's own link: a click on "Contact
 * Management" opens Sales Quotes' page instead.
 */
export const DontLinkInTheDescription: Story = {
  render: () => (
    <div style={{ maxWidth: "22rem" }}>
      <AppCard
        name={salesQuotes.name}
        priceText={appPriceText(salesQuotes)}
        href={appHref(salesQuotes)}
        description={
          <>
            {salesQuotes.shortDescription} Needs{" "}
            <Link href={appHref(contactManagement)}>{contactManagement.name}</Link>.
          </>
        }
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: contactManagement.name });
    await expect(hitAtCentreOf(link)).toBe(canvas.getByRole("link", { name: salesQuotes.name }));
  },
};
