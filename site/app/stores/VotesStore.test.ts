import { serve, type ServerType } from "@hono/node-server";
import { createApi, openDatabase, type DatabaseHandle } from "@workcraft/api";
import { API_BASE_PATH, initialRoadmapVotes } from "@workcraft/domain/rules";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultPageFrame } from "./pageFrame";
import { UiStore } from "./UiStore";
import { VISITOR_ID_KEY, VotesStore } from "./VotesStore";

function keptValues() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

/**
 * An answer of `roadmap/list` held back: the list is read from the database as the request
 * arrives (`read` resolves then), and sent when the test calls `release`.
 */
function heldAnswer() {
  let markRead = () => {};
  let release = () => {};
  const read = new Promise<void>((resolve) => (markRead = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return { read, markRead, release, released };
}

let database: DatabaseHandle;
let server: ServerType;
let origin: string;
let heldList: ReturnType<typeof heldAnswer> | null = null;

/** Holds the next answer of `roadmap/list`, so the test orders it among its other calls. */
function holdNextList() {
  heldList = heldAnswer();
  return heldList;
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  const app = new Hono();
  app.use(`${API_BASE_PATH}/roadmap/list`, async (_c, next) => {
    const held = heldList;
    heldList = null;
    await next();
    if (!held) return;
    held.markRead();
    await held.released;
  });
  app.route("/", createApi({ database }));
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(started),
    );
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await database?.close();
});

describe("VotesStore against the API", () => {
  const newVotes = (storage = keptValues()) => {
    const ui = new UiStore(defaultPageFrame, { desktopMinWidth: 992 });
    return { votes: new VotesStore(ui, storage, origin), ui, storage };
  };

  it("starts from the spec's counts, then loads the database's", async () => {
    const { votes } = newVotes();
    expect(votes.record("eSignature")).toEqual({ votes: 250, wasVoted: false });
    await votes.load();
    expect(votes.loaded).toBe(true);
    expect(votes.record("recruitment")).toEqual({ votes: 68, wasVoted: false });
  });

  it("counts one vote per visitor, kept across a reload by the visitor id", async () => {
    const { votes, storage } = newVotes();
    await Promise.all([votes.vote("employees"), votes.vote("employees")]);
    expect(votes.record("employees")).toEqual({ votes: 121, wasVoted: true });
    // Voted on this page: the app offers an e-mail when it ships at once.
    expect(votes.votedNow.has("employees")).toBe(true);
    // A random 10-character id, as every id the product makes.
    expect(storage.values.get(VISITOR_ID_KEY)).toMatch(/^[0-9A-Za-z]{10}$/u);

    const reloaded = newVotes(storage).votes;
    await reloaded.load();
    expect(reloaded.record("employees")).toEqual({ votes: 121, wasVoted: true });
    expect(reloaded.votedNow.has("employees")).toBe(false);
    await reloaded.vote("employees");
    expect(reloaded.record("employees").votes).toBe(121);

    const someoneElse = newVotes().votes;
    await someoneElse.load();
    expect(someoneElse.record("employees")).toEqual({ votes: 121, wasVoted: false });
  });

  it("keeps the UUID an earlier visit stored, so the visitor's votes stay theirs", async () => {
    const earlier = "0b6f3c1e-5a2d-4f8b-9c7e-1d2a3b4c5d6e";
    const first = newVotes();
    first.storage.setItem(VISITOR_ID_KEY, earlier);
    await first.votes.vote("e-learning");
    expect(first.votes.record("e-learning")).toEqual({ votes: 169, wasVoted: true });
    expect(first.storage.values.get(VISITOR_ID_KEY)).toBe(earlier);

    const reloaded = newVotes(first.storage).votes;
    await reloaded.load();
    expect(reloaded.record("e-learning")).toEqual({ votes: 169, wasVoted: true });
  });

  it("replaces a stored id the API would refuse with a new one, so voting still works", async () => {
    const { votes, storage } = newVotes();
    storage.setItem(VISITOR_ID_KEY, "tampered with");
    await votes.vote("feedback-survey");
    expect(votes.record("feedback-survey").wasVoted).toBe(true);
    expect(storage.values.get(VISITOR_ID_KEY)).toMatch(/^[0-9A-Za-z]{10}$/u);
  });

  it("keeps a vote made while the database's counts are loading", async () => {
    const { votes } = newVotes();
    // The counts are read from the database before the vote is stored, and arrive after it.
    const list = holdNextList();
    const loading = votes.load();
    await list.read;
    await votes.vote("recruitment");
    expect(votes.record("recruitment")).toEqual({ votes: 69, wasVoted: true });
    list.release();
    await loading;
    expect(votes.loaded).toBe(true);
    expect(votes.record("recruitment")).toEqual({ votes: 69, wasVoted: true });
  });

  it("rolls a refused vote back and says why", async () => {
    const ui = new UiStore(defaultPageFrame, { desktopMinWidth: 992 });
    const offline = new VotesStore(ui, keptValues(), "http://127.0.0.1:9");
    await offline.vote("e-learning");
    expect(offline.record("e-learning")).toEqual({ votes: 168, wasVoted: false });
    expect(ui.toast?.message).toBe(
      "Your vote was not counted. We could not reach the server. Check that you are online and try again.",
    );
  });
});

describe("VotesStore once an app has launched", () => {
  const LAUNCHED_AT = "2026-11-20T09:30:00.000Z";
  let stub: ServerType;
  let stubOrigin: string;
  /** Whether the stand-in API has the launch of E-Learning yet, and every call it answered. */
  let launched = false;
  const calls: string[] = [];

  beforeAll(async () => {
    // The API's answers as its contract has them: a launched app's list record carries the day
    // it was announced, and a vote for it answers 409.
    const app = new Hono();
    app.post(`${API_BASE_PATH}/roadmap/list`, (c) => {
      calls.push("roadmap/list");
      const votes = Object.fromEntries(
        Object.entries(initialRoadmapVotes()).map(([key, record]) => [
          key,
          key === "e-learning" && launched ? { ...record, launchedAt: LAUNCHED_AT } : record,
        ]),
      );
      return c.json({ data: votes });
    });
    app.post(`${API_BASE_PATH}/roadmap/vote`, (c) => {
      calls.push("roadmap/vote");
      launched = true;
      return c.json(
        {
          error: {
            code: "voting_closed",
            message: "E-Learning has shipped: voting for it has closed.",
          },
        },
        409,
      );
    });
    stub = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
        resolve(started),
      );
    });
    stubOrigin = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => stub?.close(() => resolve()));
  });

  const newVotes = () => {
    const ui = new UiStore(defaultPageFrame, { desktopMinWidth: 992 });
    return { votes: new VotesStore(ui, keptValues(), stubOrigin), ui };
  };

  it("knows the day it launched and sends no vote for it", async () => {
    launched = true;
    calls.length = 0;
    const { votes } = newVotes();
    await votes.load();
    expect(votes.launchedAt("e-learning")).toBe(LAUNCHED_AT);
    expect(votes.launchedAt("recruitment")).toBeUndefined();
    await votes.vote("e-learning");
    expect(calls).toEqual(["roadmap/list"]);
    expect(votes.record("e-learning").wasVoted).toBe(false);
    expect(votes.votedNow.has("e-learning")).toBe(false);
  });

  it("rolls back a vote refused because the app launched meanwhile, says so and learns the day", async () => {
    launched = false;
    calls.length = 0;
    const { votes, ui } = newVotes();
    await votes.load();
    expect(votes.launchedAt("e-learning")).toBeUndefined();
    await votes.vote("e-learning");
    expect(votes.record("e-learning")).toMatchObject({ votes: 168, wasVoted: false });
    expect(votes.votedNow.has("e-learning")).toBe(false);
    expect(ui.toast?.message).toMatch(/^Your vote was not counted\./u);
    await vi.waitFor(() => expect(votes.launchedAt("e-learning")).toBe(LAUNCHED_AT));
    expect(calls).toEqual(["roadmap/list", "roadmap/vote", "roadmap/list"]);
  });

  it("does not keep a vote the list says was closed by a launch", async () => {
    launched = true;
    const { votes } = newVotes();
    // A vote counted on screen just before the list, read after the launch, arrives.
    votes.votes = { ...votes.votes, "e-learning": { votes: 169, wasVoted: true } };
    await votes.load();
    expect(votes.record("e-learning")).toEqual({
      votes: 168,
      wasVoted: false,
      launchedAt: LAUNCHED_AT,
    });
  });
});
