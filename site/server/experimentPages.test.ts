import { assignArm, createId, VISITOR_COOKIE } from "@workcraft/domain/rules";
import { describe, expect, it } from "vitest";
import { armChoiceOf, CountedExposures, experimentPageKey, pagePathOf } from "./experimentPages";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0";
const experiment = { id: createId(), split: [1, 1] };

/** A request's headers by lower-case name. */
const headers =
  (given: Record<string, string>) =>
  (name: string): string | undefined =>
    given[name];

describe("the page a request shows", () => {
  it.each([
    ["/pricing", "/pricing"],
    ["/pricing.data", "/pricing"],
    ["/_.data", "/"],
    ["/use-case/fleet.data", "/use-case/fleet"],
    ["/", "/"],
  ])("%s is %s", (address, path) => {
    expect(pagePathOf(address)).toBe(path);
  });
});

describe("the arm a request is shown", () => {
  it("is the arm of the visitor's id, who is counted", () => {
    const visitor = createId();
    const choice = armChoiceOf(
      experiment,
      headers({ cookie: `${VISITOR_COOKIE}=${visitor}`, "user-agent": BROWSER }),
      true,
    );
    expect(choice).toEqual({
      arm: assignArm(experiment.id, visitor, experiment.split),
      countedVisitor: visitor,
    });
  });

  it("gives a first visitor an id, shows its arm and counts them not yet", () => {
    const choice = armChoiceOf(experiment, headers({ "user-agent": BROWSER }), true);
    expect(choice.newVisitor).toBeDefined();
    expect(choice.countedVisitor).toBeUndefined();
    expect(choice.arm).toBe(assignArm(experiment.id, choice.newVisitor!, experiment.split));
  });

  it("gives no id where none may be given (data asked for without one), and shows the control", () => {
    expect(armChoiceOf(experiment, headers({ "user-agent": BROWSER }), false)).toEqual({ arm: 0 });
  });

  it("is the kept variant for everyone once an ending kept one over a file's page, counted nowhere and given no id", () => {
    const kept = { ...experiment, kept: 1 };
    const asked: Record<string, string>[] = [
      { cookie: `${VISITOR_COOKIE}=${createId()}`, "user-agent": BROWSER },
      { "user-agent": BROWSER },
      { "user-agent": BROWSER, "sec-gpc": "1" },
      {},
    ];
    for (const given of asked) {
      expect(armChoiceOf(kept, headers(given), true)).toEqual({ arm: 1 });
    }
  });

  it("replaces an id the site could not have given", () => {
    const choice = armChoiceOf(
      experiment,
      headers({ cookie: `${VISITOR_COOKIE}=not-an-id`, "user-agent": BROWSER }),
      true,
    );
    expect(choice.newVisitor).toMatch(/^[0-9A-Za-z]+$/u);
  });

  it.each([
    ["Global Privacy Control", { "sec-gpc": "1" }],
    ["refused experiments", { cookie: "workcraft_experiments=refused" }],
    ["a Studio session", { cookie: "workcraft_studio=token" }],
    ["a crawler", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }],
    ["no user agent", { "user-agent": "" }],
  ])("is the control, uncounted and with no id given, for %s", (_what, sent) => {
    // A visitor whose id is in variant B, so the control is not the arm by chance.
    let visitor = createId();
    while (assignArm(experiment.id, visitor, experiment.split) !== 1) visitor = createId();
    const given: Record<string, string> = { "user-agent": BROWSER, ...sent };
    given.cookie = [`${VISITOR_COOKIE}=${visitor}`, given.cookie].filter(Boolean).join("; ");
    expect(armChoiceOf(experiment, headers(given), true)).toEqual({ arm: 0 });
  });
});

describe("the keys arms' renders are kept by", () => {
  it("differ by experiment, whether it runs or kept a variant, arm, version, lists and address", () => {
    const e1 = { id: "e1" };
    const keys = new Set([
      experimentPageKey(e1, 0, 0, "", "/"),
      experimentPageKey(e1, 1, 0, "", "/"),
      experimentPageKey({ id: "e1", kept: 1 }, 1, 0, "", "/"),
      experimentPageKey({ id: "e2" }, 1, 0, "", "/"),
      experimentPageKey(e1, 1, 2, "", "/"),
      experimentPageKey(e1, 1, 0, "lists", "/"),
      experimentPageKey(e1, 1, 0, "", "/_.data?_routes=home"),
    ]);
    expect(keys.size).toBe(7);
  });
});

describe("the visitors a server copy has counted", () => {
  it("are known by experiment, and forgotten all at once when full", () => {
    const counted = new CountedExposures(2);
    counted.add("e1", "v1");
    expect(counted.has("e1", "v1")).toBe(true);
    expect(counted.has("e2", "v1")).toBe(false);
    counted.add("e1", "v2");
    counted.add("e1", "v3");
    expect(counted.has("e1", "v1")).toBe(false);
    expect(counted.has("e1", "v3")).toBe(true);
  });
});
