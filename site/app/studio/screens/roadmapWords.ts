/*
 * The Studio's roadmap screen in words. The Studio is English; its counts take the runtime's
 * English plural rules, not ours.
 */

const ENGLISH_PLURALS = new Intl.PluralRules("en");

/** How many people a launch mails: "1 person", "12 people". */
export function peopleInWords(count: number): string {
  return ENGLISH_PLURALS.select(count) === "one" ? `${count} person` : `${count} people`;
}

/** What "Announce launch" asks before it does anything: exactly whom it mails, and what changes. */
export function announceQuestion(
  app: { name: string; recipients: number },
  mailsPerMinute: number,
): { description: string; confirmLabel: string } {
  const changes = `Voting for ${app.name} closes, and the site stops calling it coming soon. This cannot be undone.`;
  if (app.recipients === 0) {
    return {
      description: `No confirmed address is waiting for it, so no mail goes out. ${changes}`,
      confirmLabel: "Announce the launch",
    };
  }
  const people = peopleInWords(app.recipients);
  return {
    description: `${people} will get the launch mail, at most ${mailsPerMinute} a minute. ${changes}`,
    confirmLabel: `Announce and mail ${people}`,
  };
}

/** A count of launch mails: "1 launch mail", "3 launch mails". */
export function launchMailCount(count: number): string {
  return `${count} launch ${ENGLISH_PLURALS.select(count) === "one" ? "mail" : "mails"}`;
}

/** What an announcement wrote to the outbox, as the screen's notice says it. */
export function launchMailsInWords(count: number): string {
  if (count === 0) return "No one had asked to hear of it, so no mail was written.";
  const mails =
    ENGLISH_PLURALS.select(count) === "one" ? "1 launch mail is" : `${count} launch mails are`;
  return `${mails} on the way.`;
}
