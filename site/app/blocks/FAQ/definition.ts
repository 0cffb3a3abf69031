import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { frameFields, itemIdField, listOf } from "../../blockFields/blockFields";

/** Questions and their answers; answers stay in the HTML for search engines. */
export const faqPropsSchema = z.strictObject({
  ...frameFields,
  items: listOf(
    z.object({ id: itemIdField, question: z.string().min(1), answer: z.string().min(1) }).strict(),
  ).min(1),
});

/** The Questions and answers block. */
export const faqBlock = defineBlock({
  type: "FAQ",
  label: "Questions and answers",
  category: "Content",
  description: "Questions and answers.",
  props: faqPropsSchema,
  example: {
    title: "Consultant questions",
    items: [
      {
        id: "billing",
        question: "Who pays for the client's workspace?",
        answer:
          "The client buys their own builder plan and subscriptions. You bill the client for your services, at your own rates.",
      },
      {
        id: "implementers",
        question: "We work with freelance implementers. Can they join?",
        answer:
          "Yes. Implementers who build workspaces on your behalf have their own sign-up, and you can bring them into your client projects.",
      },
      {
        id: "industries",
        question: "Which industries fit Workcraft best?",
        answer:
          "Companies that buy and sell physical goods, such as distributors, wholesalers and B2B online sellers, and firms that manage investments, such as venture capital funds.",
      },
    ],
  },
});
