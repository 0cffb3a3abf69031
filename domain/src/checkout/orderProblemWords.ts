import {
  EMPTY_CART_MESSAGE,
  ONLY_DEFAULT_APPS_MESSAGE,
  comingSoonMessage,
  exclusionMessage,
  unknownAppMessage,
} from "../cart/cartRules";
import { listNames } from "../formatting/listNames";
import type { SiteLocale } from "../locales/siteLocales";

/** The site's strictest workspace name length, in characters after trimming. */
export const WORKSPACE_NAME_LENGTH = { min: 3, max: 40 } as const;

/**
 * What the order check says of each problem, in one locale: the API answers a checkout in the
 * language of the page it came from (its `locale`), and its English is the site's source.
 */
export interface OrderProblemWords {
  workspaceNameInvalid: string;
  workspaceNameTaken(name: string): string;
  noTemplate(templateId: string): string;
  choosePlan: string;
  noPlan(planId: string): string;
  templatePlan(templateName: string, planName: string): string;
  planOnlyWithTemplate(planName: string): string;
  appTwice: string;
  unknownApp(appId: string): string;
  appInTemplate(appName: string, templateName: string): string;
  comingSoon(appName: string): string;
  missingDependencies(appName: string, missing: readonly string[]): string;
  exclusion(adding: string, inOrder: string): string;
  templateExclusion(appName: string, templateAppName: string, templateName: string): string;
  onlyDefaultApps: string;
  emptyOrder: string;
}

const { min, max } = WORKSPACE_NAME_LENGTH;

/** Whether `count` takes the singular in `locale` (the runtime's plural rules, not ours). */
function isOne(locale: SiteLocale, count: number): boolean {
  return new Intl.PluralRules(locale).select(count) === "one";
}

/** The order check's words in English, German and French. */
export const ORDER_PROBLEM_WORDS: Readonly<Record<SiteLocale, OrderProblemWords>> = {
  en: {
    workspaceNameInvalid: `A workspace name is ${min} to ${max} letters, digits, spaces or - ' & . and starts with a letter or digit.`,
    workspaceNameTaken: (name) => `The workspace name "${name}" is taken. Choose another.`,
    noTemplate: (id) => `There is no template "${id}".`,
    choosePlan: "Choose a plan.",
    noPlan: (id) => `There is no plan "${id}".`,
    templatePlan: (template, plan) => `The template ${template} runs on the ${plan} plan.`,
    planOnlyWithTemplate: (plan) => `The ${plan} plan comes only with its template.`,
    appTwice: "Each app can be in the order once.",
    unknownApp: unknownAppMessage,
    appInTemplate: (app, template) =>
      `${app} comes with the template ${template}. Name only apps outside it.`,
    comingSoon: comingSoonMessage,
    missingDependencies: (app, missing) =>
      `${app} needs ${listNames(missing)}. Add ${missing.length === 1 ? "it" : "them"} to your order.`,
    exclusion: exclusionMessage,
    templateExclusion: (app, templateApp, template) =>
      `${app} cannot be used together with ${templateApp}, which comes with the template ${template}.`,
    onlyDefaultApps: ONLY_DEFAULT_APPS_MESSAGE,
    emptyOrder: EMPTY_CART_MESSAGE,
  },
  de: {
    workspaceNameInvalid: `Ein Workspace-Name hat ${min} bis ${max} Zeichen – Buchstaben, Ziffern, Leerzeichen oder - ' & . – und beginnt mit einem Buchstaben oder einer Ziffer.`,
    workspaceNameTaken: (name) =>
      `Der Workspace-Name „${name}“ ist schon vergeben. Wählen Sie einen anderen.`,
    noTemplate: (id) => `Es gibt keine Vorlage „${id}“.`,
    choosePlan: "Wählen Sie einen Plan.",
    noPlan: (id) => `Es gibt keinen Plan „${id}“.`,
    templatePlan: (template, plan) => `Die Vorlage ${template} läuft im Plan ${plan}.`,
    planOnlyWithTemplate: (plan) => `Den Plan ${plan} gibt es nur mit seiner Vorlage.`,
    appTwice: "Jede App kann nur einmal in der Bestellung stehen.",
    unknownApp: (id) => `Die App „${id}“ ist nicht im Katalog.`,
    appInTemplate: (app, template) =>
      `${app} ist in der Vorlage ${template} enthalten. Nennen Sie nur Apps außerhalb der Vorlage.`,
    comingSoon: (app) => `${app} ist bald verfügbar und kann noch nicht bestellt werden.`,
    missingDependencies: (app, missing) =>
      `${app} braucht ${listNames(missing, "de")}. Fügen Sie ${isOne("de", missing.length) ? "diese App" : "diese Apps"} der Bestellung hinzu.`,
    exclusion: (adding, inOrder) =>
      `${adding} lässt sich nicht mit ${inOrder} kombinieren, das bereits in der Bestellung steht. Entfernen Sie zuerst ${inOrder}, um ${adding} hinzuzufügen.`,
    templateExclusion: (app, templateApp, template) =>
      `${app} lässt sich nicht mit ${templateApp} kombinieren, das in der Vorlage ${template} enthalten ist.`,
    onlyDefaultApps:
      "Ihre Bestellung enthält anscheinend nur Standard-Apps. Um zur Kasse zu gehen, fügen Sie bitte noch weitere Apps hinzu.",
    emptyOrder: "Ihre Bestellung enthält noch keine Apps. Legen Sie zuerst Apps in den Warenkorb.",
  },
  fr: {
    workspaceNameInvalid: `Un nom d’espace de travail compte ${min} à ${max} caractères – lettres, chiffres, espaces ou - ' & . – et commence par une lettre ou un chiffre.`,
    workspaceNameTaken: (name) =>
      `Le nom d’espace de travail « ${name} » est déjà pris. Choisissez-en un autre.`,
    noTemplate: (id) => `Il n’existe pas de modèle « ${id} ».`,
    choosePlan: "Choisissez un plan.",
    noPlan: (id) => `Il n’existe pas de plan « ${id} ».`,
    templatePlan: (template, plan) => `Le modèle ${template} fonctionne avec le plan ${plan}.`,
    planOnlyWithTemplate: (plan) => `Le plan ${plan} n’est proposé qu’avec son modèle.`,
    appTwice: "Chaque application ne peut figurer qu’une fois dans la commande.",
    unknownApp: (id) => `L’application « ${id} » ne figure pas au catalogue.`,
    appInTemplate: (app, template) =>
      `${app} est incluse dans le modèle ${template}. Ne citez que les applications hors du modèle.`,
    comingSoon: (app) => `${app} sera bientôt disponible et ne peut pas encore être commandée.`,
    missingDependencies: (app, missing) =>
      `${app} a besoin de ${listNames(missing, "fr")}. Ajoutez-${isOne("fr", missing.length) ? "la" : "les"} à votre commande.`,
    exclusion: (adding, inOrder) =>
      `Impossible d’ajouter ${adding} : cette application ne peut pas être utilisée avec ${inOrder}, déjà dans la commande. Retirez d’abord ${inOrder} pour ajouter ${adding}.`,
    templateExclusion: (app, templateApp, template) =>
      `${app} ne peut pas être utilisée avec ${templateApp}, incluse dans le modèle ${template}.`,
    onlyDefaultApps:
      "Votre commande ne semble contenir que des applications par défaut. Pour la passer, ajoutez aussi d’autres applications.",
    emptyOrder:
      "Votre commande ne contient encore aucune application. Ajoutez d’abord des applications à votre panier.",
  },
};
