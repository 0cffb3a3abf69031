import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  Button,
  Card,
  cardAppearances,
  CardLink,
  cardPaddings,
  Grid,
  Heading,
  LinkProvider,
  Text,
} from "@workcraft/design-system";
import { expect, userEvent } from "storybook/test";
import { navigate, RecordingLink } from "../../support/storyLinks";

const meta = {
  title: "Actions/Card",
  component: Card,
  args: {
    children: (
      <>
        <Heading level={3}>Deal Flow kanban</Heading>
        <Text tone="muted">Stages from lead to close, with round size and valuation.</Text>
      </>
    ),
  },
  argTypes: {
    appearance: { control: "inline-radio", options: cardAppearances },
    padding: { control: "inline-radio", options: cardPaddings },
  },
  decorators: [
    (Story) => (
      <LinkProvider component={RecordingLink}>
        <div style={{ maxWidth: "22rem" }}>
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { appearance: "elevated", padding: "large" } };

/** Every appearance. */
export const Appearances: Story = {
  render: (args) => (
    <Grid columns={1} gap="medium">
      {cardAppearances.map((appearance) => (
        <Card key={appearance} {...args} appearance={appearance} />
      ))}
    </Grid>
  ),
};

/**
 * The whole card leads to the app through its heading link, one tab stop; a button inside
 * stays a separate action.
 */
export const Interactive: Story = {
  args: {
    interactive: true,
    as: "article",
    children: (
      <>
        <Heading level={3}>
          <CardLink href="/business-app/deal-flow-kanban">Deal Flow kanban</CardLink>
        </Heading>
        <Text tone="muted">Stages from lead to close, with round size and valuation.</Text>
        <Button size="small" variant="secondary" style={{ position: "relative" }}>
          Add to cart
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    // A real hit test: a pointer on the description lands on the card's link.
    const description = canvas.getByText(/Stages from lead/).getBoundingClientRect();
    const hit = document.elementFromPoint(
      description.left + description.width / 2,
      description.top + description.height / 2,
    );
    const link = canvas.getByRole("link", { name: "Deal Flow kanban" });
    await expect(hit).toBe(link);
    navigate.mockClear();
    await userEvent.click(hit as HTMLElement);
    await expect(navigate).toHaveBeenCalledWith("/business-app/deal-flow-kanban");
    // The button sits above the cover and stays its own target.
    const button = canvas.getByRole("button", { name: "Add to cart" }).getBoundingClientRect();
    await expect(
      document.elementFromPoint(button.left + button.width / 2, button.top + button.height / 2),
    ).toBe(canvas.getByRole("button", { name: "Add to cart" }));
    // Keyboard: the link is one stop, the button the next.
    await expect(link).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Add to cart" })).toHaveFocus();
  },
};
