import { describe, expect, it } from "vitest";
import { z } from "zod";
import { projectOrderSchema } from "../checkout/projectOrderSchema";
import { EMAIL_ADDRESS_MESSAGE, isEmailAddress } from "./emailAddress";
import { emailAddressSchema } from "./emailAddressSchema";

const ADDRESSES = {
  good: ["ada@example.com", " Ada.Lovelace+news@Example.CO.uk ", "o'brien@mail.example.org"],
  bad: ["", "ada", "ada@", "@example.com", "ada@example", "ada@example.c", "a b@example.com"],
};

describe("the e-mail rule", () => {
  it("takes an address with a domain and a top-level domain, spaces around it aside", () => {
    for (const address of ADDRESSES.good) expect(isEmailAddress(address), address).toBe(true);
    for (const address of ADDRESSES.bad) expect(isEmailAddress(address), address).toBe(false);
  });

  it("is zod's own: the schema, the order and z.email() agree on every address", () => {
    for (const address of [...ADDRESSES.good, ...ADDRESSES.bad]) {
      const expected = isEmailAddress(address);
      expect(emailAddressSchema.safeParse(address).success, address).toBe(expected);
      expect(z.email().safeParse(address.trim()).success, address).toBe(expected);
    }
    const order = projectOrderSchema.safeParse({ workspaceName: "Acme", email: "ada@", users: 1 });
    expect(order.error?.issues.map((issue) => issue.message)).toEqual([EMAIL_ADDRESS_MESSAGE]);
  });

  it("keeps one address one registration: trimmed and lower-cased", () => {
    expect(emailAddressSchema.parse(" Ada@Example.COM ")).toBe("ada@example.com");
  });
});
