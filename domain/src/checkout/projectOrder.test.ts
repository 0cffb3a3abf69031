import { describe, expect, it } from "vitest";
import { ORDER_CATALOGUE } from "../data";
import { EMPTY_CART_MESSAGE, ONLY_DEFAULT_APPS_MESSAGE } from "../cart/cartRules";
import { toCents } from "../pricing/money";
import { priceProjectOrder } from "./priceProjectOrder";
import { projectOrderSchema, type ProjectOrderInput } from "./projectOrderSchema";
import { ORDER_TEXT_MAX_LENGTH } from "./projectOrder";
import {
  WORKSPACE_NAME_INVALID_MESSAGE,
  appInTemplateMessage,
  templateExclusionMessage,
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

  it("takes a template's apps, so the order names none of them, and knows its variants", () => {
    expect(
      problemsOf({ planId: undefined, templateId: "erp-on-ai-auto-pilot-499", appIds: [] }),
    ).toEqual({});
    expect(problemsOf({ templateId: "no-such-template", appIds: [] })).toEqual({
      templateId: ['There is no template "no-such-template".'],
    });
    expect(
      problemsOf({ templateId: "template-b2b-commerce", appIds: ["products", "kanban-board"] })
        .appIds,
    ).toEqual([appInTemplateMessage("Products", "B2B Commerce")]);
  });

  it("sells apps outside a template beside it, their dependencies met by the template, the apps named or the default apps", () => {
    const withTemplate = (appIds: string[], templateId = "template-b2b-commerce") =>
      problemsOf({ planId: undefined, templateId, appIds });
    // NDC Healthcare needs Products, which the Startup template brings.
    expect(withTemplate(["ndc-management"], "backoffice-for-startups")).toEqual({});
    expect(withTemplate(["kanban-board", "contact-management"])).toEqual({});
    // Fund Management's dependency must be ordered (or be in the template or every workspace).
    expect(withTemplate(["fund-management"], "backoffice-for-startups").appIds).toEqual([
      "Fund Management needs VC Contact Management. Add it to your order.",
    ]);
    expect(
      withTemplate(["sms-marketing", "no-such-app", "kanban-board", "kanban-board"]).appIds,
    ).toEqual([
      "Each app can be in the order once.",
      'The app "no-such-app" is not in the catalogue.',
      "SMS Marketing is coming soon and cannot be added to your cart yet.",
    ]);
    expect(withTemplate(["vc-contact-management", "contact-management"]).appIds).toEqual([
      "Contact Management cannot be added because it cannot be used together with VC Contact Management, which is already in your cart. Remove VC Contact Management first to add Contact Management.",
      templateExclusionMessage("VC Contact Management", "Contact Management", "B2B Commerce"),
    ]);
    // The template's apps bring Contact Management (B2B Commerce's as a dependency).
    for (const [templateId, name] of [
      ["distribution-management-394", "Distribution Management"],
      ["template-b2b-commerce", "B2B Commerce"],
    ] as const) {
      expect(withTemplate(["fund-management", "vc-contact-management"], templateId).appIds).toEqual(
        [templateExclusionMessage("VC Contact Management", "Contact Management", name)],
      );
    }
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

  it("prices each paid app beside a template as a line of its own, as the cart does", () => {
    const priced = priceProjectOrder(
      order({
        planId: undefined,
        templateId: "backoffice-for-startups",
        appIds: ["ndc-management"],
      }),
      ORDER_CATALOGUE,
    );
    expect(priced.lines.map(({ id, monthlyCents }) => [id, monthlyCents])).toEqual([
      ["template:backoffice-for-startups", 29_900],
      ["app:ndc-management", 89_900],
      ["users", 6_000],
    ]);
    expect(priced.monthlyCents).toBe(29_900 + 89_900 + 6_000);
    // An app of the template named again is never charged twice.
    const again = priceProjectOrder(
      order({ planId: undefined, templateId: "backoffice-for-startups", appIds: ["products"] }),
      ORDER_CATALOGUE,
    );
    expect(again.lines.map(({ id }) => id)).toEqual(["template:backoffice-for-startups", "users"]);
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

  it("keeps the company and the person's name trimmed, leaves out blank ones and limits their length", () => {
    const named = order({ company: "  Acme Trading ", contactName: " Ada Lovelace  " });
    expect(named).toMatchObject({ company: "Acme Trading", contactName: "Ada Lovelace" });
    const blank = order({ company: "   ", contactName: "" });
    expect(blank.company).toBeUndefined();
    expect(blank.contactName).toBeUndefined();
    expect(order()).not.toHaveProperty("company");

    const long = "x".repeat(ORDER_TEXT_MAX_LENGTH.company + 1);
    const tooLong = projectOrderSchema.safeParse({ ...order(), company: long, contactName: long });
    expect(tooLong.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["company", "A company name is at most 100 characters"],
      ["contactName", "Your name is at most 100 characters"],
    ]);
    expect(projectOrderSchema.safeParse({ ...order(), company: 7 }).error?.issues[0]?.message).toBe(
      "Enter your company's name as text",
    );
  });

  it("names usage that is not a whole number of 0 or more in the order's words", () => {
    const messages = (fields: Record<string, unknown>) =>
      projectOrderSchema
        .safeParse({ ...order(), ...fields })
        .error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(messages({ guests: -1, documents: null, storageGb: 1.5 })).toEqual([
      "guests: Enter how many guest users, 0 or more",
      "documents: Enter how many documents, 0 or more",
      "storageGb: Storage is counted in whole GB",
    ]);
    expect(order({ documents: 45_000, storageGb: 3 })).toMatchObject({
      documents: 45_000,
      storageGb: 3,
    });
  });
});
