import { CONTACT_EXPERIMENT } from "./experimentPage";
import { STUDIO_BENCH_PATH } from "./studioPage";

/**
 * The routes the benchmarks measure when none are named on the command line: the issue's
 * budget routes (the landing page, pricing, the store, one app page, one use case, one post).
 */
export const BUDGET_ROUTES: readonly string[] = [
  "/",
  "/pricing",
  "/business-app/apps",
  "/business-app/apps/sales-quotes",
  "/use-case/venture-capital-crm",
  "/blog/building-your-first-no-code-app",
];

/**
 * German and French pages: the landing page, pricing, the store, an app's and a template's page,
 * the contact form and the checkout's first step, each in one of the two.
 */
export const LOCALE_ROUTES: readonly string[] = [
  "/de",
  "/fr/pricing",
  "/de/business-app/apps",
  "/fr/business-app/apps/sales-quotes",
  "/de/business-app/templates/backoffice-for-startups",
  "/fr/contact",
  "/de/checkout?plan=builder1",
];

/**
 * The kinds of page the Lighthouse bench scores: the budget routes, a template's page, the
 * interest form, the checkout's first step as the pricing page's plan button opens it, a
 * German or French page of each kind (`LOCALE_ROUTES`), a page the Studio published (`publishStudioPage` writes it into the bench's database before the
 * run), and variant B of a page under an experiment, as a returning visitor in B gets it
 * (`runBenchExperiment`).
 */
export const PAGE_ROUTES: readonly string[] = [
  ...BUDGET_ROUTES,
  "/business-app/templates/backoffice-for-startups",
  "/interest",
  "/checkout?plan=builder1",
  ...LOCALE_ROUTES,
  STUDIO_BENCH_PATH,
  CONTACT_EXPERIMENT.path,
];

/** The routes named on the command line (arguments starting with `/`), else `fallback`. */
export function routesFromArguments(
  args: readonly string[],
  fallback: readonly string[] = BUDGET_ROUTES,
): readonly string[] {
  const named = args.filter((arg) => arg.startsWith("/"));
  return named.length > 0 ? named : fallback;
}

/** The value of `--name=value` on the command line, as a whole number of at least 1. */
export function countArgument(args: readonly string[], name: string, fallback: number): number {
  const given = args.find((arg) => arg.startsWith(`--${name}=`));
  const value = Number(given?.slice(name.length + 3));
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}
