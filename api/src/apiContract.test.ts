import { API_CALLS, exportLeadsCall, roadmapVoteCall } from "@workcraft/domain/api";
import { API_BASE_PATH } from "@workcraft/domain/rules";
import { Hono } from "hono";
import { describe, expect, expectTypeOf, it } from "vitest";
import { API_ENDPOINTS, type UnansweredCallPath } from "./endpoints/apiEndpoints";
import { answerProblem, BROKEN_CONTRACT } from "./testing/answerContract";
import { listen } from "./testing/listen";

describe("the API's contract", () => {
  it("answers every call of the domain's one list, in its order, each once and no other", () => {
    expect(API_ENDPOINTS.map(({ call }) => call)).toEqual([...API_CALLS]);
    // Checked by the compiler too: a call of the list that no endpoint answers is named here.
    expectTypeOf<UnansweredCallPath>().toBeNever();
  });

  it("has each endpoint say who may make its call: the Studio's by session, the inbox's by token", () => {
    const byAccess = (test: (access: string) => boolean) =>
      API_ENDPOINTS.filter(({ access }) => test(access)).map(({ call }) => call.path);
    expect(byAccess((access) => access === "admin-token")).toEqual([
      "admin/leads/list",
      "admin/leads/export",
    ]);
    // Under studio/, only signing in and out is open to anyone.
    expect(
      byAccess((access) => access === "anyone").filter((path) => path.startsWith("studio/")),
    ).toEqual(["studio/sign-in/send", "studio/sign-in/open", "studio/sign-out"]);
    expect(
      byAccess((access) => access !== "anyone" && access !== "admin-token").every((path) =>
        path.startsWith("studio/"),
      ),
    ).toBe(true);
  });

  it("takes an answer that is exactly the call's response schema", async () => {
    const answer = { key: "employees", counted: true, votes: 121 };
    expect(await answerProblem(roadmapVoteCall, Response.json({ data: answer }))).toBeNull();
    const failure = { error: { code: "invalid_request", message: "No.", fields: { key: ["?"] } } };
    expect(
      await answerProblem(roadmapVoteCall, Response.json(failure, { status: 400 })),
    ).toBeNull();
    // A field a request named `__proto__` is a field like any other in the failure's JSON.
    const odd = {
      error: { code: "invalid_request", message: "No.", fields: { ["__proto__"]: ["NUL"] } },
    };
    const oddBody = JSON.stringify(odd).replace('"fields":{}', '"fields":{"__proto__":["NUL"]}');
    expect(await answerProblem(roadmapVoteCall, new Response(oddBody, { status: 400 }))).toBeNull();
    const file = new Response("a,b\n", { headers: { "content-type": "text/csv; charset=utf-8" } });
    expect(await answerProblem(exportLeadsCall, file)).toBeNull();
  });

  it("finds an answer off its schema, with a field too many, not in { data }, or a bad failure", async () => {
    const answer = { key: "employees", counted: true, votes: 121 };
    const problems = await Promise.all([
      answerProblem(roadmapVoteCall, Response.json({ data: { ...answer, votes: -1 } })),
      answerProblem(roadmapVoteCall, Response.json({ data: { ...answer, visitorId: "x" } })),
      answerProblem(roadmapVoteCall, Response.json(answer)),
      answerProblem(roadmapVoteCall, Response.json({ data: answer, extra: 1 })),
      answerProblem(roadmapVoteCall, Response.json({ message: "No." }, { status: 400 })),
      answerProblem(roadmapVoteCall, new Response("<html>", { status: 502 })),
      answerProblem(exportLeadsCall, Response.json({ data: [] })),
    ]);
    expect(problems.map((problem) => typeof problem)).toEqual(Array(7).fill("string"));
  });

  it("fails the test that gets an answer breaking the contract: it becomes a 500 saying how", async () => {
    const api = new Hono().basePath(API_BASE_PATH);
    api.post(`/${roadmapVoteCall.path}`, (c) =>
      c.json({ data: { key: "employees", counted: "yes", votes: 121 } }),
    );
    const { base, stop } = await listen(api);
    try {
      const response = await fetch(`${base}/${roadmapVoteCall.path}`, { method: "POST" });
      expect(response.status).toBe(500);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe(BROKEN_CONTRACT);
      expect(error.message).toMatch(/^POST \/api\/v2\/roadmap\/vote: .*counted/su);
    } finally {
      await stop();
    }
  });
});
