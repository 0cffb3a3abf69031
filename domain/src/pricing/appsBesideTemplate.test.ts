import { describe, expect, it } from "vitest";
import { appsBesideTemplate, monthlyCentsWithTemplate } from "./appsBesideTemplate";

const apps = [
  { id: "fund-management", price: 299 },
  { id: "kanban-board", price: 0 },
  { id: "dashboards", price: 19.5 },
];

describe("apps beside a template", () => {
  it("are the apps outside the template, in their order; all of them without one", () => {
    expect(appsBesideTemplate(apps, ["kanban-board"]).map((app) => app.id)).toEqual([
      "fund-management",
      "dashboards",
    ]);
    expect(appsBesideTemplate(apps)).toEqual(apps);
  });

  it("cost each its own price on top of the template's, which covers its own apps", () => {
    expect(monthlyCentsWithTemplate(null, apps)).toBe(31_850);
    const template = { monthlyCents: 39_400, appIds: ["fund-management", "kanban-board"] };
    expect(monthlyCentsWithTemplate(template, apps)).toBe(39_400 + 1_950);
    expect(monthlyCentsWithTemplate(template, [])).toBe(39_400);
  });
});
