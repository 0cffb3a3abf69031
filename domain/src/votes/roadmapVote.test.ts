import { describe, expect, it } from "vitest";
import { initialRoadmapVotes, vote, voteFor } from "./roadmapVote";
import { roadmapVoteRecordSchema } from "./roadmapVoteSchema";

describe("vote", () => {
  it("raises the count by one and marks the record voted", () => {
    expect(vote({ votes: 250, wasVoted: false })).toEqual({ votes: 251, wasVoted: true });
  });

  it("changes nothing on a second vote", () => {
    const once = vote({ votes: 23, wasVoted: false });
    const twice = vote(once);
    expect(twice).toBe(once);
    expect(twice.votes).toBe(24);
  });

  it("does not mutate the record", () => {
    const record = { votes: 1, wasVoted: false };
    vote(record);
    expect(record).toEqual({ votes: 1, wasVoted: false });
  });
});

describe("initial roadmap votes", () => {
  it("holds the spec's counts, and none for the store's coming-soon apps, none voted", () => {
    expect(initialRoadmapVotes()).toEqual({
      eSignature: { votes: 250, wasVoted: false },
      "document-management": { votes: 140, wasVoted: false },
      "e-learning": { votes: 168, wasVoted: false },
      "employee-satisfaction": { votes: 23, wasVoted: false },
      "feedback-survey": { votes: 51, wasVoted: false },
      recruitment: { votes: 68, wasVoted: false },
      employees: { votes: 120, wasVoted: false },
      "lead-management": { votes: 0, wasVoted: false },
      "online-surveys": { votes: 0, wasVoted: false },
      "sms-marketing": { votes: 0, wasVoted: false },
      "whatsapp-marketing": { votes: 0, wasVoted: false },
    });
  });

  it("votes once per app in a set", () => {
    const start = initialRoadmapVotes();
    const once = voteFor(start, "recruitment");
    expect(once.recruitment).toEqual({ votes: 69, wasVoted: true });
    expect(voteFor(once, "recruitment")).toBe(once);
    expect(voteFor(start, "unknown")).toBe(start);
  });

  it("has a schema that refuses a negative count", () => {
    expect(roadmapVoteRecordSchema.safeParse({ votes: -1, wasVoted: false }).success).toBe(false);
    expect(roadmapVoteRecordSchema.safeParse({ votes: 51, wasVoted: true }).success).toBe(true);
  });
});
