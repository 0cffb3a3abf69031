import type { Meta, StoryObj } from "@storybook/react-vite";
import { LAUNCH_NOTICE_CONFIRMATION_HOURS } from "@workcraft/domain/rules";
import { appBySlug } from "@workcraft/domain/data";
import { localizedPath, type SiteLocale } from "@workcraft/domain/rules";
import german from "virtual:workcraft-messages/de-all";
import { MemoryRouter } from "react-router";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { keepCatalogue, loadMessageFormatting } from "../../site/app/i18n/shellText";
import { ShellTextProvider } from "../../site/app/i18n/ShellTextProvider";
import { LaunchNoticeConfirmView } from "../../site/app/launchNotices/LaunchNoticeConfirmView";
import { LaunchNoticeUnsubscribeView } from "../../site/app/launchNotices/LaunchNoticeUnsubscribeView";
import { launchNoticePath } from "../../site/app/launchNotices/launchNoticePaths";
import type { LaunchNoticePage } from "../../site/app/paths";
import { fakeWebsiteApi, type FakeAnswer } from "../support/fakeWebsiteApi";
// Keeps the English catalogue.
import "../support/siteShell";

keepCatalogue("de", german);

/** A token as a mail's link carries it: 32 random bytes, base64url. */
const TOKEN = "q3Z0bWFpbC1saW5rLXRva2VuLWZvci1zdG9yaWVzLTAx";

/** Every call the stand-in API answered, as `path` and body. */
const apiCalls = fn();

/** The names a page in the locale gives the apps a link may be about. */
const appNames = { "online-surveys": appBySlug("online-surveys")?.name ?? "online-surveys" };

interface LaunchNoticePageProps {
  page: LaunchNoticePage;
  locale: SiteLocale;
  /** The link's token; none for an address opened without one. */
  token?: string;
}

/** A page a launch notice's mail links to, opened at the link's address. */
function LaunchNoticePageStory({ page, locale, token }: LaunchNoticePageProps) {
  return (
    <MemoryRouter initialEntries={[launchNoticePath(page, locale, token)]}>
      <ShellTextProvider locale={locale}>
        <main lang={locale}>
          {page === "confirm" ? (
            <LaunchNoticeConfirmView
              appNames={appNames}
              linkHours={LAUNCH_NOTICE_CONFIRMATION_HOURS}
            />
          ) : (
            <LaunchNoticeUnsubscribeView />
          )}
        </main>
      </ShellTextProvider>
    </MemoryRouter>
  );
}

const error = (status: number, code: string): FakeAnswer => ({
  status,
  body: { error: { code, message: `The API's own words (${code}).` } },
});

const meta = {
  title: "Pages/LaunchNotices",
  component: LaunchNoticePageStory,
  parameters: { layout: "fullscreen", answers: [] },
  args: { page: "confirm", locale: "en", token: TOKEN },
  argTypes: { page: { control: "inline-radio", options: ["confirm", "unsubscribe"] } },
  loaders: [
    async () => {
      await loadMessageFormatting();
      return {};
    },
  ],
  // The API answers each call with the story's next answer (the last one again once used up).
  beforeEach: ({ parameters }) => {
    apiCalls.mockClear();
    const answers = [...(parameters.answers as FakeAnswer[])];
    return fakeWebsiteApi((path, body) => {
      apiCalls(path, body);
      return answers.length > 1 ? answers.shift()! : answers[0]!;
    });
  },
} satisfies Meta<typeof LaunchNoticePageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmed: FakeAnswer = {
  status: 200,
  body: { data: { key: "online-surveys", confirmed: true } },
};

/** The link confirms the address once and names the app; the heading that says so takes focus. */
export const Confirmed: Story = {
  parameters: { answers: [confirmed] },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole("heading", {
      level: 1,
      name: "Your address is confirmed",
    });
    await expect(
      canvas.getByText(/We will e-mail you once, when Online Surveys ships\./),
    ).toBeVisible();
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(apiCalls.mock.calls).toEqual([["launch-notices/confirm", { token: TOKEN }]]);
  },
};

/** A link used before says so, and that nothing more is needed. */
export const LinkUsed: Story = {
  parameters: { answers: [error(409, "link_used")] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "This link has been used already" }),
    ).toBeVisible();
    await expect(canvas.getByText(/Each link works once\./)).toBeVisible();
  },
};

/** An expired link says how long links work, and how to ask again. */
export const LinkExpired: Story = {
  parameters: { answers: [error(410, "link_expired")] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "This link has expired" }),
    ).toBeVisible();
    await expect(canvas.getByText(/A link works for 48 hours/)).toBeVisible();
  },
};

/** A wrong (forged, cut short) link says it is not valid, in the page's words, not the API's. */
export const LinkUnknown: Story = {
  parameters: { answers: [error(404, "link_unknown")] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "This link is not valid" }),
    ).toBeVisible();
    await expect(canvas.queryByText(/The API's own words/)).toBeNull();
  },
};

/** Opened without a token: not valid, and nothing is sent. */
export const NoToken: Story = {
  args: { token: undefined },
  parameters: { answers: [confirmed] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "This link is not valid" }),
    ).toBeVisible();
    await expect(apiCalls).not.toHaveBeenCalled();
  },
};

/** No answer from the server: the page says why and tries again on a press. */
export const ConfirmFailsThenWorks: Story = {
  parameters: { answers: [error(503, "unavailable"), confirmed] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Something stood in the way" }),
    ).toBeVisible();
    await expect(
      canvas.getByText("Something went wrong on our side. Please try again."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Your address is confirmed" }),
    ).toBeVisible();
    await expect(apiCalls).toHaveBeenCalledTimes(2);
  },
};

/**
 * Opening the unsubscribe link changes nothing (mail scanners open links): one press
 * unsubscribes, once, and the page says so; its heading takes focus.
 */
export const Unsubscribes: Story = {
  args: { page: "unsubscribe" },
  parameters: { answers: [{ status: 200, body: { data: { unsubscribed: true } } }] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Unsubscribe from launch e-mails" }),
    ).toBeVisible();
    await expect(apiCalls).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Unsubscribe" }));
    const heading = await canvas.findByRole("heading", { level: 1, name: "You are unsubscribed" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(/one-way hash of your address/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
    await expect(apiCalls.mock.calls).toEqual([["launch-notices/unsubscribe", { token: TOKEN }]]);
  },
};

/** A forged link: the press finds it not valid, and the button goes. */
export const UnsubscribeForged: Story = {
  args: { page: "unsubscribe" },
  parameters: { answers: [error(404, "link_unknown")] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Unsubscribe" }));
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "This link is not valid" }),
    ).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** A failed press says why, takes focus and keeps the button for a second try. */
export const UnsubscribeFails: Story = {
  args: { page: "unsubscribe" },
  parameters: { answers: [error(429, "rate_limited")] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Unsubscribe" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Too many tries. Please wait a little and try again.");
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
  },
};

/** The German page, as a German mail's link opens it (`/de/…`), in German's "Sie". */
export const UnsubscribeInGerman: Story = {
  args: { page: "unsubscribe", locale: "de" },
  parameters: { answers: [{ status: 200, body: { data: { unsubscribed: true } } }] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Von E-Mails zu App-Starts abmelden" }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Abmelden" }));
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Sie sind abgemeldet" }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute(
      "href",
      localizedPath("/", "de"),
    );
  },
};
