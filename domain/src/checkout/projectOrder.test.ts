import { describe, expect, it } from "vitest";
import { ORDER_CATALOGUE } from "../data";
import { EMPTY_CART_MESSAGE, ONLY_DEFAULT_APPS_MESSAGE } from "../cart/cartRules";
import { toCents } from "../pricing/money";
import { priceProjectOrder } from "./priceProjectOrder";
import { projectOrderSchema, type ProjectOrderInput } from "./projectOrderSchema";
import {
  WORKSPACE_NAME_INVALID_MESSAGE,
  verifyProjectOrder,
  workspaceNameKey,
  workspaceNameTakenMessage,
} from "./verifyProjectOrder";

const order = (fields: Partial<ProjectOrderInput> = {}) =>
  projectOrderSchema.parse({
    workspaceName: "Acme Ventures",
    email: "ada@example.com",
    planId: "builder1",
    appIds: ["fund-management", "vc-contact-management"],
    users: 5,
    ...fields,
  });

const problemsOf = (fields: Partial<ProjectOrderInput>, nameTaken = false) => {
  const verdict = verifyProjectOrder(order(fields), ORDER_CATALOGUE, nameTaken);
  return verdict.ok ? {} : verdict.problems;
};

describe("verifying a project order", () => {
  it("accepts a visible plan with apps whose dependencies are in the order", () => {
    expect(verifyProjectOrder(order(), ORDER_CATALOGUE)).toEqual({ ok: true });
  });

  it("names each problem under the field it concerns", () => {
    expect(
      problemsOf({
        workspaceName: "!",
        planId: "builder9",
        appIds: ["fund-management", "no-such-app", "sms-marketing"],
      }),
    ).toEqual({
      workspaceName: [WORKSPACE_NAME_INVALID_MESSAGE],
      planId: ['There is no plan "builder9".'],
      appIds: [
        'The app "no-such-app" is not in the catalogue.',
        "Fund Management needs VC Contact Management. Add it to your order.",
        "SMS Marketing is coming soon and cannot be added to your cart yet.",
      ],
    });
  });

  it("refuses apps that cannot be used together", () => {
    expect(problemsOf({ appIds: ["vc-contact-management", "contact-management"] }).appIds).toEqual([
      "Contact Management cannot be added because it cannot be used together with VC Contact Management, which is already in your cart. Remove VC Contact Management first to add Contact Management.",
    ]);
  });

  it("refuses an empty order and one of default apps only", () => {
    expect(problemsOf({ appIds: [] }).appIds).toEqual([EMPTY_CART_MESSAGE]);
    expect(problemsOf({ appIds: ["dashboards", "user-settings"] }).appIds).toEqual([
      ONLY_DEFAULT_APPS_MESSAGE,
    ]);
  });

  it("sells the hidden Startup plan only with its template", () => {
    expect(problemsOf({ planId: "builder0" }).planId).toEqual([
      "The Startup plan comes only with its template.",
    ]);
    expect(
      problemsOf({ planId: undefined, templateId: "backoffice-for-startups", appIds: [] }),
    ).toEqual({});
    expect(
      problemsOf({ planId: "builder2", templateId: "backoffice-for-startups", appIds: [] }).planId,
    ).toEqual(["The template Backoffice for Startups runs on the Startup plan."]);
  });

  it("takes a template's apps, so the order names none, and knows its variants", () => {
    expect(
      problemsOf({ planId: undefined, templateId: "erp-on-ai-auto-pilot-499", appIds: [] }),
    ).toEqual({});
    expect(problemsOf({ templateId: "no-such-template", appIds: [] }).templateId).toEqual([
      'There is no template "no-such-template".',
    ]);
    expect(
      problemsOf({ templateId: "template-b2b-commerce", appIds: ["kanban-board"] }).appIds,
    ).toEqual(["The template B2B Commerce brings its own apps; name none."]);
  });

  it("checks the workspace name's form, and says when it is taken", () => {
    for (const name of ["Ac", "x".repeat(41), " -Acme", "Acme<script>", "Acme\nVentures"]) {
      expect(problemsOf({ workspaceName: name }).workspaceName, name).toEqual([
        WORKSPACE_NAME_INVALID_MESSAGE,
      ]);
    }
    for (const name of ["Müller & Söhne", "O'Brien Co.", "株式会社 ワーク", "R2-D2"]) {
      expect(problemsOf({ workspaceName: name }).workspaceName, name).toBeUndefined();
    }
    expect(problemsOf({ workspaceName: " Acme  Ventures " }, true).workspaceName).toEqual([
      workspaceNameTakenMessage("Acme  Ventures"),
    ]);
    expect(workspaceNameKey("  ACME   Ventures ")).toBe(workspaceNameKey("acme ventures"));
  });
});

describe("pricing a project order", () => {
  it("prices the plan, each paid app and five users, ignoring any price the client sent", () => {
    const priced = priceProjectOrder(
      projectOrderSchema.parse({ ...order(), price: 1, monthlyCents: 1 }),
      ORDER_CATALOGUE,
    );
    expect(priced.lines).toEqual([
      {
        id: "plan:builder1",
        name: "Standard plan",
        quantity: 1,
        unitCents: 89_900,
        monthlyCents: 89_900,
      },
      {
        id: "app:fund-management",
        name: "Fund Management",
        quantity: 1,
        unitCents: 29_900,
        monthlyCents: 29_900,
      },
      {
        id: "users",
        name: "Managed Workspace User",
        quantity: 5,
        unitCents: 1_200,
        monthlyCents: 6_000,
      },
    ]);
    expect(priced.monthlyCents).toBe(toCents(899 + 299 + 60));
    expect(priced.yearlyCents).toBe(priced.monthlyCents * 12);
    expect(priced.currency).toBe("USD");
  });

  it("prices usage beyond what the managed subscriptions include", () => {
    const priced = priceProjectOrder(
      order({ users: 6, guests: 2_500, documents: 45_000, storageGb: 3 }),
      ORDER_CATALOGUE,
    );
    // Two subscriptions: 10 users, 2000 guests, 20k documents and 2 GB included.
    expect(priced.lines.slice(2)).toEqual([
      {
        id: "users",
        name: "Managed Workspace User",
        quantity: 10,
        unitCents: 1_200,
        monthlyCents: 12_000,
      },
      {
        id: "guests",
        name: "Managed Workspace Guest User",
        quantity: 500,
        unitCents: 100,
        monthlyCents: 50_000,
      },
      {
        id: "documents",
        name: "Managed Documents",
        quantity: 3,
        unitCents: 120,
        monthlyCents: 360,
      },
      { id: "storage", name: "Managed Storage", quantity: 1, unitCents: 900, monthlyCents: 900 },
    ]);
  });

  it("prices a template at its monthly price, which covers its plan and apps", () => {
    const priced = priceProjectOrder(
      order({ planId: undefined, templateId: "distribution-management-399", appIds: [] }),
      ORDER_CATALOGUE,
    );
    expect(priced.lines[0]).toEqual({
      id: "template:distribution-management-399",
      name: "Distribution Management",
      quantity: 1,
      unitCents: 39_900,
      monthlyCents: 39_900,
    });
    expect(priced.monthlyCents).toBe(39_900 + 6_000);
  });
});

describe("the order's schema", () => {
  it("names fields of the wrong type and drops fields it does not know", () => {
    const result = projectOrderSchema.safeParse({ workspaceName: 3, email: "x", users: 0.5 });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "workspaceName",
      "email",
      "users",
    ]);
    expect(order({ email: " Ada@Example.COM " }).email).toBe("ada@example.com");
  });
});
