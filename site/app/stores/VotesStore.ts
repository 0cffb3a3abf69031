import { describeApiFailureIn } from "../api/apiFailureText";
import {
  createId,
  initialRoadmapVotes,
  isRoadmapKey,
  isVisitorId,
  voteFor,
  type RoadmapVoteRecord,
  type RoadmapVotes,
} from "@workcraft/domain/rules";
import { makeAutoObservable, runInAction } from "mobx";
import { ApiCallError, callApi, describeApiFailure } from "../api/apiClient";
import { loadCatalogue } from "../i18n/shellText";
import type { KeptValues } from "./browserStorage";
import type { UiStore } from "./UiStore";

/** The local-storage key of the random id that names this browser's visitor for votes. */
export const VISITOR_ID_KEY = "workcraft.visitorId";

/**
 * The roadmap's vote counts and this visitor's votes. Starts from the spec's counts (what the
 * prerendered page shows), then loads the database's (`roadmap/list`). A vote counts at once on
 * screen and is rolled back, with the reason in the toast, if the API refuses it. An app the
 * Studio has launched carries the day (`launchedAt`) and takes no more votes.
 */
export class VotesStore {
  votes: RoadmapVotes = initialRoadmapVotes();
  /** Whether the counts are the database's yet. */
  loaded = false;
  /** Keys with a vote on its way, so a second click does not send another. */
  sending = new Set<string>();
  /**
   * Keys this visitor voted for on this page, in this visit: those apps offer to e-mail the
   * visitor when they ship straight away (an app voted for before offers it on a press).
   */
  votedNow = new Set<string>();

  constructor(
    private readonly ui: UiStore,
    private readonly storage: KeptValues | null,
    /** The API's origin: the page's own, or a test server's. */
    private readonly origin = "",
  ) {
    makeAutoObservable<VotesStore, "ui" | "storage" | "origin">(this, {
      ui: false,
      storage: false,
      origin: false,
    });
  }

  record(key: string): RoadmapVoteRecord {
    return this.votes[key] ?? { votes: 0, wasVoted: false };
  }

  /** When the app was launched (an ISO timestamp), or undefined while it is coming soon. */
  launchedAt(key: string): string | undefined {
    return this.votes[key]?.launchedAt;
  }

  /**
   * The visitor's random 10-character id, made and kept the first time it is needed. A UUID
   * kept from an earlier visit stays (its votes are the visitor's); a kept value the API would
   * refuse is replaced, so voting still works.
   */
  visitorId(): string {
    const kept = this.storage?.getItem(VISITOR_ID_KEY);
    if (kept && isVisitorId(kept)) return kept;
    const made = createId();
    this.storage?.setItem(VISITOR_ID_KEY, made);
    return made;
  }

  /** Loads the counts and this visitor's votes from the database. */
  async load(): Promise<void> {
    try {
      const votes = await callApi(
        "roadmap/list",
        {},
        {
          headers: { "X-Visitor-Id": this.visitorId() },
          origin: this.origin,
        },
      );
      runInAction(() => {
        // A vote the visitor made while the list was on its way stays counted on screen: the
        // list may have been read before the vote reached the database (unless the app has
        // launched since, which closed its voting).
        const merged = { ...votes };
        for (const [key, record] of Object.entries(this.votes)) {
          const listed = merged[key];
          if (record.wasVoted && !listed?.wasVoted && !listed?.launchedAt) merged[key] = record;
        }
        this.votes = merged;
        this.loaded = true;
      });
    } catch {
      // The spec's counts stay on screen; voting still tries the API.
    }
  }

  /**
   * Why a vote was not counted, in the page's locale; in English when its words could not load
   * (no connection: the same cause as the failure, most likely).
   */
  private async notCounted(error: unknown, words: Promise<void>): Promise<string> {
    const text = this.ui.shellText;
    try {
      await words;
      if (text) {
        const reason = launchedMeanwhile(error)
          ? text.text("api.votingClosed")
          : describeApiFailureIn(text, error);
        return text.format("api.voteNotCounted", { reason });
      }
    } catch {
      // Said in English below.
    }
    return `Your vote was not counted. ${describeApiFailure(error)}`;
  }

  /**
   * Votes for `key` once, by the domain's rule: a second vote, or one for an app not on the
   * roadmap, changes nothing (spec, section 4); nor does one for an app that has launched.
   */
  async vote(key: string): Promise<void> {
    if (this.launchedAt(key) !== undefined) return;
    const voted = voteFor(this.votes, key);
    if (voted === this.votes || !isRoadmapKey(key) || this.sending.has(key)) return;
    const before = this.record(key);
    this.sending.add(key);
    this.votes = voted;
    this.votedNow.add(key);
    // The words of a failed vote (the forms' part of the page's catalogue), asked for as the vote
    // is sent, so they are there if it fails.
    const text = this.ui.shellText;
    const words = text
      ? loadCatalogue(text.locale, ["form"])
      : Promise.reject(new Error("no text"));
    words.catch(() => undefined);
    try {
      const answer = await callApi(
        "roadmap/vote",
        { key },
        {
          headers: { "X-Visitor-Id": this.visitorId() },
          origin: this.origin,
        },
      );
      runInAction(() => {
        this.votes = { ...this.votes, [key]: { votes: answer.votes, wasVoted: true } };
      });
    } catch (error) {
      runInAction(() => {
        this.votes = { ...this.votes, [key]: before };
        this.votedNow.delete(key);
      });
      // Launched since the page loaded: the list says when, and the app shows as launched.
      if (launchedMeanwhile(error)) void this.load();
      this.ui.showToast({ type: "banner", message: await this.notCounted(error, words) });
    } finally {
      runInAction(() => this.sending.delete(key));
    }
  }
}

/** Whether a vote was refused because the app launched while the page was open (409). */
function launchedMeanwhile(error: unknown): boolean {
  return (
    error instanceof ApiCallError && error.failure.kind === "http" && error.failure.status === 409
  );
}
