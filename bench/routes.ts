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

/** The routes named on the command line (arguments starting with `/`), or the budget routes. */
export function routesFromArguments(args: readonly string[]): readonly string[] {
  const named = args.filter((arg) => arg.startsWith("/"));
  return named.length > 0 ? named : BUDGET_ROUTES;
}

/** The value of `--name=value` on the command line, as a whole number of at least 1. */
export function countArgument(args: readonly string[], name: string, fallback: number): number {
  const given = args.find((arg) => arg.startsWith(`--${name}=`));
  const value = Number(given?.slice(name.length + 3));
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}
