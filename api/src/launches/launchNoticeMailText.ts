import { LAUNCH_NOTICE_CONFIRMATION_HOURS, type SiteLocale } from "@workcraft/domain/rules";

/** The links a launch notice's mail carries, as absolute addresses on the site's origin. */
export interface ConfirmationLinks {
  /** The site's page that confirms the address (`/launch-notices/confirm?token=…`). */
  confirm: string;
  /** The site's page that unsubscribes the address (`/launch-notices/unsubscribe?token=…`). */
  unsubscribe: string;
}

/** The links of a launch mail. */
export interface LaunchLinks {
  /** The app's page, or for a roadmap app the home page's roadmap. */
  app: string;
  unsubscribe: string;
}

/** What the two mails of a launch notice say in one locale; the app's name stays its name. */
export interface LaunchNoticeMailText {
  confirmation: {
    subject: (app: string) => string;
    text: (app: string, links: ConfirmationLinks) => string;
  };
  launch: { subject: (app: string) => string; text: (app: string, links: LaunchLinks) => string };
}

const HOURS = LAUNCH_NOTICE_CONFIRMATION_HOURS;

/**
 * The mails of a launch notice in each of the site's locales: written in the language of the page
 * the visitor asked from, as a person of that language would write them (German says "Sie").
 * Every one ends with its visible unsubscribe link, beside the `List-Unsubscribe` header.
 */
export const LAUNCH_NOTICE_MAIL_TEXT: Readonly<Record<SiteLocale, LaunchNoticeMailText>> = {
  en: {
    confirmation: {
      subject: (app) => `Please confirm: we'll let you know when ${app} is ready`,
      text: (app, links) =>
        [
          "Hello,",
          "",
          `You asked us to e-mail you when ${app} becomes available in Workcraft. Please confirm your address by opening this link:`,
          "",
          links.confirm,
          "",
          `The link works once and is valid for ${HOURS} hours. Until you confirm, we won't write to you again; if you don't, we forget your address when the link expires.`,
          "If you didn't ask for this, just ignore this e-mail.",
          "",
          "The Workcraft team",
          "",
          `Don't want any e-mails about new apps? Unsubscribe: ${links.unsubscribe}`,
        ].join("\n"),
    },
    launch: {
      subject: (app) => `${app} is here`,
      text: (app, links) =>
        [
          "Hello,",
          "",
          `Good news: ${app} has shipped and is available in Workcraft from today.`,
          "",
          `See what it does:`,
          links.app,
          "",
          `You're getting this e-mail because you asked us to tell you when ${app} launched. It's the only one we send you about it.`,
          "",
          "The Workcraft team",
          "",
          `Unsubscribe from e-mails about new apps: ${links.unsubscribe}`,
        ].join("\n"),
    },
  },
  de: {
    confirmation: {
      subject: (app) => `Bitte bestätigen: Wir melden uns, sobald ${app} verfügbar ist`,
      text: (app, links) =>
        [
          "Guten Tag,",
          "",
          `Sie möchten von uns erfahren, sobald ${app} in Workcraft verfügbar ist. Bitte bestätigen Sie dazu Ihre E-Mail-Adresse über diesen Link:`,
          "",
          links.confirm,
          "",
          `Der Link ist ${HOURS} Stunden lang gültig und funktioniert einmal. Bis Sie bestätigen, schreiben wir Ihnen nicht wieder; bestätigen Sie nicht, löschen wir Ihre Adresse, sobald der Link abläuft.`,
          "Falls Sie das nicht angefordert haben, können Sie diese E-Mail einfach ignorieren.",
          "",
          "Ihr Workcraft-Team",
          "",
          `Sie möchten keine E-Mails zu neuen Apps erhalten? Hier abmelden: ${links.unsubscribe}`,
        ].join("\n"),
    },
    launch: {
      subject: (app) => `${app} ist da`,
      text: (app, links) =>
        [
          "Guten Tag,",
          "",
          `es ist so weit: ${app} ist ab heute in Workcraft verfügbar.`,
          "",
          `Was die App kann, erfahren Sie hier:`,
          links.app,
          "",
          `Sie erhalten diese E-Mail, weil Sie uns gebeten haben, Ihnen Bescheid zu geben, sobald ${app} startet. Dazu schreiben wir Ihnen nur dieses eine Mal.`,
          "",
          "Ihr Workcraft-Team",
          "",
          `Keine E-Mails mehr zu neuen Apps erhalten: ${links.unsubscribe}`,
        ].join("\n"),
    },
  },
  fr: {
    confirmation: {
      subject: (app) =>
        `Confirmez votre adresse : nous vous écrirons dès que ${app} sera disponible`,
      text: (app, links) =>
        [
          "Bonjour,",
          "",
          `Vous nous avez demandé de vous écrire dès que ${app} sera disponible dans Workcraft. Merci de confirmer votre adresse en ouvrant ce lien :`,
          "",
          links.confirm,
          "",
          `Ce lien est valable ${HOURS} heures et ne sert qu’une fois. Tant que vous n’avez pas confirmé, nous ne vous écrirons plus ; sans confirmation, votre adresse est effacée à l’expiration du lien.`,
          "Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail.",
          "",
          "L’équipe Workcraft",
          "",
          `Vous ne souhaitez pas recevoir d’e-mails sur nos nouvelles applications ? Désabonnez-vous : ${links.unsubscribe}`,
        ].join("\n"),
    },
    launch: {
      subject: (app) => `${app} est disponible`,
      text: (app, links) =>
        [
          "Bonjour,",
          "",
          `Bonne nouvelle : ${app} est disponible dans Workcraft dès aujourd’hui.`,
          "",
          `Pour découvrir ce qu’elle sait faire :`,
          links.app,
          "",
          `Vous recevez cet e-mail parce que vous nous avez demandé de vous prévenir de la sortie de ${app}. C’est le seul que nous vous enverrons à ce sujet.`,
          "",
          "L’équipe Workcraft",
          "",
          `Ne plus recevoir d’e-mails sur nos nouvelles applications : ${links.unsubscribe}`,
        ].join("\n"),
    },
  },
};
