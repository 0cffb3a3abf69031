import { describe, expect, it } from "vitest";
import {
  announceQuestion,
  launchMailCount,
  launchMailsInWords,
  peopleInWords,
} from "./roadmapWords";

describe("the roadmap screen's words", () => {
  it("count people and mails in English's own plural forms", () => {
    expect(peopleInWords(1)).toBe("1 person");
    expect(peopleInWords(2)).toBe("2 people");
    expect(launchMailCount(1)).toBe("1 launch mail");
    expect(launchMailCount(0)).toBe("0 launch mails");
    expect(launchMailsInWords(1)).toBe("1 launch mail is on the way.");
    expect(launchMailsInWords(3)).toBe("3 launch mails are on the way.");
    expect(launchMailsInWords(0)).toBe("No one had asked to hear of it, so no mail was written.");
  });

  it("ask before announcing, naming exactly how many people the launch mails", () => {
    const question = announceQuestion({ name: "eSignature", recipients: 2 }, 60);
    expect(question.confirmLabel).toBe("Announce and mail 2 people");
    expect(question.description).toMatch(
      /^2 people will get the launch mail, at most 60 a minute\./u,
    );
    const nobody = announceQuestion({ name: "eSignature", recipients: 0 }, 60);
    expect(nobody.confirmLabel).toBe("Announce the launch");
    expect(nobody.description).toMatch(/^No confirmed address is waiting for it/u);
  });
});
