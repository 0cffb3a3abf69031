import { freeAppSpecifications } from "../appSpecifications";
import { defineApp } from "../defineApp";

const marketing = {
  groups: ["marketing"],
  departments: ["marketing"],
  useCases: ["marketing-automation"],
  dependencies: ["contact-management"],
} as const;

/** Marketing apps: e-mail campaigns now; SMS, WhatsApp and surveys coming soon. */
export const marketingApps = [
  defineApp({
    id: "email-marketing",
    name: "Email Marketing",
    ...marketing,
    shortDescription: "Email campaigns to your contacts, from templates, with analytics.",
    description:
      "Send email campaigns to your contacts from templates with personalization fields. Test each email first and follow opens and clicks in analytics.",
    fullDescription:
      "Email Marketing sends campaigns to the contacts you already keep in Contact Management. Pick a list or a filter, start from a template and fill in personalization fields such as first name or company, so each recipient reads a message addressed to them.\n\nBefore a campaign goes out, send a test email to yourself or a colleague to check the layout and the merged fields. Campaigns are sent through a mail account you link or through a bulk email service for larger lists.\n\nAnalytics show who opened each campaign, which links were clicked and which addresses bounced, and the results are stored on every contact.",
    altTextImage:
      "An email campaign editor with a template, personalization fields and a send test button",
    tags: ["email", "campaigns", "newsletters", "templates", "analytics"],
    specifications: freeAppSpecifications(4.2, 2130),
    features: [
      {
        title: "Templates and personalization",
        description:
          "Start from a template and insert personalization fields, so every recipient gets a message with their own details.",
      },
      {
        title: "Test before sending",
        description:
          "Send a test email to check the layout and merged fields, then send through a linked mail account or a bulk email service.",
      },
      {
        title: "Campaign analytics",
        description:
          "See opens, clicks and bounces for each campaign, with the results kept on every contact's record.",
      },
    ],
  }),
  defineApp({
    id: "sms-marketing",
    name: "SMS Marketing",
    comingSoon: true,
    ...marketing,
    shortDescription: "Text message campaigns to your contacts, with delivery and reply tracking.",
    description:
      "Send SMS campaigns to your contacts alongside email. Delivery reports and replies will be tracked on each contact, so nothing gets lost.",
    fullDescription:
      "SMS Marketing will send text message campaigns to the contacts you keep in Contact Management. A campaign can reach people by text message as part of a multi-channel plan that also uses email and WhatsApp.\n\nEach message will report whether it was delivered, and replies will arrive in the workspace next to the campaign that prompted them. Contacts who answer can be followed up by your team from the same screen.\n\nDelivery and reply figures will be stored on every contact, so your lists show who prefers to be reached by text. The app is in development and will appear in the store when it is ready.",
    altTextImage:
      "An SMS campaign screen with a short message, a recipient list and delivery status",
    tags: ["sms", "text messages", "campaigns", "multi-channel"],
    features: [
      {
        title: "Multi-channel campaigns",
        description:
          "Reach contacts by text message as one channel of a campaign that can also use email and WhatsApp.",
      },
      {
        title: "Delivery tracking",
        description: "Every message will report whether it reached the recipient's phone.",
      },
      {
        title: "Replies in the workspace",
        description:
          "Answers from contacts will arrive next to the campaign, ready for your team to follow up.",
      },
    ],
  }),
  defineApp({
    id: "whatsapp-marketing",
    name: "WhatsApp Marketing",
    comingSoon: true,
    ...marketing,
    shortDescription: "WhatsApp campaigns to your contacts, with delivery and reply tracking.",
    description:
      "Send WhatsApp campaigns to the contacts who use it. Delivery and replies will be tracked on each contact in your workspace.",
    fullDescription:
      "WhatsApp Marketing will send campaigns over WhatsApp to the contacts you keep in Contact Management. It will work as one channel of a multi-channel campaign, next to email and text messages, so each contact can be reached where they answer.\n\nEvery message will report whether it was delivered, and replies will come back into the workspace beside the campaign that prompted them. Your team can answer from there without switching to a phone.\n\nDelivery and reply figures will be stored on each contact, so future campaigns can favor the channel that works. The app is in development and will appear in the store when it is ready.",
    altTextImage:
      "A WhatsApp campaign screen with a message preview, recipients and delivery status",
    tags: ["whatsapp", "messaging", "campaigns", "multi-channel"],
    features: [
      {
        title: "Multi-channel campaigns",
        description:
          "Use WhatsApp as one channel of a campaign that can also send email and text messages.",
      },
      {
        title: "Delivery tracking",
        description: "Each message will report whether it was delivered to the contact.",
      },
      {
        title: "Replies in the workspace",
        description:
          "Replies will arrive next to the campaign, where your team can answer them and keep the history.",
      },
    ],
  }),
  defineApp({
    id: "online-surveys",
    name: "Online Surveys",
    comingSoon: true,
    ...marketing,
    shortDescription:
      "Questionnaires sent to your contacts, with the answers kept in your workspace.",
    description:
      "Send questionnaires to your contacts and collect their answers. Every response will be stored in the workspace and linked to the contact who gave it.",
    fullDescription:
      "Online Surveys will let you build questionnaires and send them to the contacts you keep in Contact Management. Questions can ask for a choice, a rating or a written answer, and each survey gets its own link.\n\nAnswers will be collected in the workspace rather than in a separate tool. Each response is linked to the contact who sent it, so a customer's feedback sits next to their orders, emails and notes.\n\nResults will be summarized per question, and individual answers can be filtered by list or by contact. The app is in development and will appear in the store when it is ready.",
    altTextImage:
      "A survey editor with rating and multiple-choice questions and a summary of answers",
    tags: ["surveys", "questionnaires", "feedback", "forms"],
    features: [
      {
        title: "Questionnaires for contacts",
        description:
          "Build a survey from choice, rating and text questions and send it to a list of contacts.",
      },
      {
        title: "Answers in the workspace",
        description:
          "Every response will be stored in the workspace and linked to the contact who gave it.",
      },
      {
        title: "Results per question",
        description:
          "See a summary of the answers to each question and filter individual responses by list or contact.",
      },
    ],
  }),
];
