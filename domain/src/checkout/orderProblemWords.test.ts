import { describe, expect, it } from "vitest";
import { ORDER_CATALOGUE } from "../data";
import { SITE_LOCALES } from "../locales/siteLocales";
import { ORDER_PROBLEM_WORDS, type OrderProblemWords } from "./orderProblemWords";
import { projectOrderSchema } from "./projectOrderSchema";
import { verifyProjectOrder } from "./verifyProjectOrder";

/** Every sentence a locale's words make, with sample names and counts. */
function sentencesOf(words: OrderProblemWords): string[] {
  return [
    words.workspaceNameInvalid,
    words.workspaceNameTaken("Acme"),
    words.noTemplate("t"),
    words.choosePlan,
    words.noPlan("p"),
    words.templatePlan("T", "P"),
    words.planOnlyWithTemplate("P"),
    words.appTwice,
    words.unknownApp("a"),
    words.appInTemplate("A", "T"),
    words.comingSoon("A"),
    words.missingDependencies("A", ["B"]),
    words.missingDependencies("A", ["B", "C", "D"]),
    words.exclusion("A", "B"),
    words.templateExclusion("A", "B", "T"),
    words.onlyDefaultApps,
    words.emptyOrder,
  ];
}

describe("the order check's words", () => {
  it("say every problem in German and French, none as English does", () => {
    const english = sentencesOf(ORDER_PROBLEM_WORDS.en);
    for (const locale of ["de", "fr"] as const) {
      const said = sentencesOf(ORDER_PROBLEM_WORDS[locale]);
      said.forEach((sentence, index) => {
        expect(sentence, `${locale} #${index}`).not.toBe(english[index]);
        expect(sentence.length).toBeGreaterThan(5);
      });
    }
  });

  it("list missing apps as each language does, in the form their count takes", () => {
    expect(ORDER_PROBLEM_WORDS.en.missingDependencies("Bills", ["Invoicing"])).toBe(
      "Bills needs Invoicing. Add it to your order.",
    );
    expect(ORDER_PROBLEM_WORDS.de.missingDependencies("Bills", ["Invoicing", "Payments"])).toBe(
      "Bills braucht Invoicing und Payments. Fügen Sie diese Apps der Bestellung hinzu.",
    );
    expect(ORDER_PROBLEM_WORDS.fr.missingDependencies("Bills", ["Invoicing"])).toBe(
      "Bills a besoin de Invoicing. Ajoutez-la à votre commande.",
    );
  });

  it("word a whole verdict in the locale asked for", () => {
    const order = projectOrderSchema.parse({
      workspaceName: "!",
      email: "ada@example.com",
      planId: "builder9",
      appIds: [],
      users: 5,
    });
    for (const locale of SITE_LOCALES) {
      const words = ORDER_PROBLEM_WORDS[locale];
      expect(verifyProjectOrder(order, ORDER_CATALOGUE, false, words)).toEqual({
        ok: false,
        problems: {
          workspaceName: [words.workspaceNameInvalid],
          planId: [words.noPlan("builder9")],
          appIds: [words.emptyOrder],
        },
      });
    }
  });
});
