import type { Meta, StoryObj } from "@storybook/react-vite";
import { LanguageSwitch } from "@workcraft/design-system";
import { LOCALE_NAMES } from "@workcraft/domain/rules";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { navigate } from "../../support/storyLinks";
import { withStoryLinks } from "./storyNavigation";

const meta = {
  title: "Navigation/LanguageSwitch",
  component: LanguageSwitch,
  decorators: [withStoryLinks],
  args: {
    // The site's languages, each named in itself; the pricing page exists in all three.
    languages: [
      { locale: "en", name: LOCALE_NAMES.en, href: "/pricing", current: true },
      { locale: "de", name: LOCALE_NAMES.de, href: "/de/pricing" },
      { locale: "fr", name: LOCALE_NAMES.fr, href: "/fr/pricing" },
    ],
  },
  argTypes: { languages: { control: false } },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Closed, it names the current language; open, it lists each language named in itself with the
 * current one marked, closes on Escape with focus back on its button, and a choice made from the
 * keyboard follows the link and closes it.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByText("English", { selector: "summary span" }).closest("summary")!;
    await expect(button).toHaveAccessibleName("Language: English");
    const details = button.closest("details")!;
    await expect(details.open).toBe(false);

    await userEvent.tab();
    await expect(button).toHaveFocus();
    // The browser's own disclosure opens on Enter or Space (the journeys press them in Chromium).
    await userEvent.click(button);
    await waitFor(() => expect(details.open).toBe(true));
    const list = canvas.getByRole("list", { name: "Language" });
    const links = within(list).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual(["English", "Deutsch", "Français"]);
    await expect(links[0]).toHaveAttribute("aria-current", "true");
    await expect(links[1]).not.toHaveAttribute("aria-current");
    await expect(links[1]).toHaveAttribute("lang", "de");
    await expect(links[1]).toHaveAttribute("hreflang", "de");

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(details.open).toBe(false));
    await expect(button).toHaveFocus();

    await userEvent.click(button);
    await waitFor(() => expect(details.open).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    navigate.mockClear();
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenCalledWith("/de/pricing");
    await waitFor(() => expect(details.open).toBe(false));

    // Left open, so the picture shows the list.
    await userEvent.click(button);
    await waitFor(() => expect(details.open).toBe(true));
  },
};

/** On a German page that has no French translation: French leads to the French home page. */
export const PageWithoutATranslation: Story = {
  args: {
    languages: [
      { locale: "en", name: LOCALE_NAMES.en, href: "/business-app/apps/deal-flow" },
      {
        locale: "de",
        name: LOCALE_NAMES.de,
        href: "/de/business-app/apps/deal-flow",
        current: true,
      },
      { locale: "fr", name: LOCALE_NAMES.fr, href: "/fr" },
    ],
  },
  play: async ({ canvas }) => {
    const button = canvas.getByText("Deutsch", { selector: "summary span" }).closest("summary")!;
    await userEvent.click(button);
    const list = canvas.getByRole("list", { name: "Language" });
    await expect(within(list).getByRole("link", { name: "Français" })).toHaveAttribute(
      "href",
      "/fr",
    );
    // A click elsewhere closes the list.
    await userEvent.click(document.body);
    await waitFor(() => expect(button.closest("details")!.open).toBe(false));
  },
};
