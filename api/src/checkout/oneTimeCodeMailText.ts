import { ONE_TIME_CODE_VALID_MINUTES, type SiteLocale } from "@workcraft/domain/rules";

/** What the one-time code's e-mail says, in one locale. */
export interface OneTimeCodeMailText {
  subject: (code: string) => string;
  lines: (workspaceName: string) => string[];
}

/**
 * The code's e-mail in each of the site's locales: the visitor gets it in the language of the
 * page they checked out on (`otp/send`'s `locale`).
 */
export const ONE_TIME_CODE_MAIL_TEXT: Readonly<Record<SiteLocale, OneTimeCodeMailText>> = {
  en: {
    subject: (code) => `${code} is your Workcraft code`,
    lines: (workspaceName) => [
      `Your code to create the workspace "${workspaceName}" is:`,
      `It is valid for ${ONE_TIME_CODE_VALID_MINUTES} minutes and can be used once.`,
      "If you did not start a checkout at Workcraft, ignore this e-mail: nothing happens without the code.",
    ],
  },
  de: {
    subject: (code) => `${code} ist Ihr Workcraft-Code`,
    lines: (workspaceName) => [
      `Ihr Code zum Anlegen des Workspace „${workspaceName}“ lautet:`,
      `Er ist ${ONE_TIME_CODE_VALID_MINUTES} Minuten lang gültig und kann einmal verwendet werden.`,
      "Wenn Sie keine Bestellung bei Workcraft begonnen haben, ignorieren Sie diese E-Mail: Ohne den Code geschieht nichts.",
    ],
  },
  fr: {
    subject: (code) => `${code} est votre code Workcraft`,
    lines: (workspaceName) => [
      `Votre code pour créer l’espace de travail « ${workspaceName} » :`,
      `Il est valable ${ONE_TIME_CODE_VALID_MINUTES} minutes et ne peut servir qu’une fois.`,
      "Si vous n’avez pas commencé de commande chez Workcraft, ignorez cet e-mail : rien ne se passe sans le code.",
    ],
  },
};
