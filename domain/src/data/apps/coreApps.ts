import {
  contactManagementTiers,
  defaultAppSpecifications,
  mediaCloudTiers,
} from "../appSpecifications";
import { defineApp } from "../defineApp";

const core = {
  defaultApp: true,
  groups: ["core"],
  departments: ["core"],
} as const;

/** Default apps: free, installed in every workspace and part of every bundle. */
export const coreApps = [
  defineApp({
    id: "dashboards",
    name: "Dashboards",
    ...core,
    shortDescription: "Charts and figures built from the documents of every app you use.",
    description:
      "Build dashboards of charts and figures from the documents of every app in your workspace. Dashboards come free with every workspace.",
    fullDescription:
      "Dashboards puts the numbers of your workspace on one screen. Each chart or figure reads the documents of an app you already use, such as invoices, deals, tasks or tickets, so there is nothing to export or copy.\n\nPick a document type, choose what to count or add up and how to group it, then place the chart on a dashboard. Figures update as documents change, and a click on a chart opens the documents behind it.\n\nMake a dashboard for each team or keep one for yourself. Dashboards come free with every workspace and work with every app you install later.",
    altTextImage: "A dashboard with a bar chart, a line chart and three key figures",
    tags: ["dashboards", "charts", "reports", "figures"],
    specifications: defaultAppSpecifications(5.1, 4265),
    features: [
      {
        title: "Charts from any app",
        description:
          "Count or add up the documents of any app in the workspace and show the result as a bar, line or pie chart.",
      },
      {
        title: "Figures that stay current",
        description:
          "Charts read the documents themselves, so every figure changes as soon as a document is created or edited.",
      },
      {
        title: "A dashboard per team",
        description:
          "Arrange charts and figures on as many dashboards as you need and share each one with the people who use it.",
      },
    ],
  }),
  defineApp({
    id: "user-settings",
    name: "User Settings",
    ...core,
    shortDescription: "Language, currency, branding, user roles and guest access for a workspace.",
    description:
      "Set language, timezone, currency, date format and branding for your company. Manage user roles, guest users, sessions and API integrations in one place.",
    fullDescription:
      "User Settings is where a workspace is set up for the way your company works. Super-admins choose the currency, language and date format for the whole company, and each user can set a timezone. Branding puts your logo and colors on the workspace.\n\nPre-defined user roles cover the usual needs, and super-admins can create and edit custom roles, such as a view-only role for people who only need to read. Team members and guest users are invited, given a role and removed from the same screen.\n\nSessions and activity show who signed in and what changed, and API integrations are managed here too. User Settings comes free with every workspace.",
    altTextImage:
      "The user settings screen with company currency, language and a list of user roles",
    tags: ["settings", "user roles", "permissions", "guest users", "branding"],
    specifications: defaultAppSpecifications(3.6, 4120),
    features: [
      {
        title: "Company-wide preferences",
        description:
          "Super-admins set the currency, language and date format once, and every app in the workspace uses them.",
      },
      {
        title: "Custom user roles",
        description:
          "Start from the pre-defined roles or create your own, such as a view-only role, and decide what each role may see and do.",
      },
      {
        title: "Team and guest users",
        description:
          "Invite team members and guest users, review their sessions and activity, and remove access when it is no longer needed.",
      },
    ],
  }),
  defineApp({
    id: "api-integrations",
    name: "API Integrations",
    ...core,
    shortDescription: "Ready connections to accounting, payment, chat and email services.",
    description:
      "Connect your workspace to accounting, payment, chat and email services with ready integrations. API Integrations comes free with every workspace.",
    fullDescription:
      "API Integrations links your workspace to the services your company already uses. Ready connections cover accounting software, payment services, chat tools and email services, so data moves between them without copying by hand.\n\nTurn a connection on, sign in to the service and choose what to share. An accounting connection can receive invoices as they are issued, a payment connection can mark invoices as paid, and chat and email connections can send notices when a document changes.\n\nEach connection shows its status and the last data it exchanged, and can be paused or removed at any time. API Integrations comes free with every workspace.",
    altTextImage: "A list of ready integrations grouped into accounting, payments, chat and email",
    tags: ["integrations", "api", "accounting", "payments", "email"],
    specifications: defaultAppSpecifications(2.9, 3870),
    features: [
      {
        title: "Accounting and payments",
        description:
          "Send invoices to your accounting software and record payments from your payment service without typing them twice.",
      },
      {
        title: "Chat and email",
        description:
          "Connect chat and email services so your team gets notices and messages where it already works.",
      },
      {
        title: "Connections you control",
        description:
          "See the status of each connection and the last data it exchanged, and pause or remove it at any time.",
      },
    ],
  }),
  defineApp({
    id: "contact-management",
    name: "Contact Management",
    ...core,
    shortDescription: "Companies and people with their addresses, roles, notes and history.",
    description:
      "Keep companies and people with their addresses, roles, notes and history in one place. Free in every workspace below 5k contacts.",
    fullDescription:
      "Contact Management holds the companies and people your business works with. Each company has its addresses and the people who work there, and each person has a role, contact details and notes.\n\nThe history of a contact shows the documents and conversations linked to it, such as quotes, invoices, tasks and messages, so anyone on the team can see what happened before picking up the phone. Every other app in the workspace uses the same contacts.\n\nContact Management comes free with every workspace for fewer than 5k contacts. From 5k to 500k contacts it costs 10 dollars per 5k contacts, and larger lists are priced on request.",
    altTextImage: "A company record with its address, two contact people and a history of notes",
    tags: ["contacts", "companies", "people", "address book"],
    specifications: defaultAppSpecifications(4.9, 5282, contactManagementTiers()),
    features: [
      {
        title: "Companies and people",
        description:
          "Record each company with its addresses and link the people who work there, each with a role and contact details.",
      },
      {
        title: "Notes and history",
        description:
          "Add notes to any contact and see the quotes, invoices, tasks and messages linked to it in one timeline.",
      },
      {
        title: "One list for every app",
        description:
          "Sales, invoicing, support and every other app read the same contacts, so a change made once shows up everywhere.",
      },
    ],
  }),
  defineApp({
    id: "automation-builder",
    name: "Automation Builder",
    ...core,
    dependencies: ["api-integrations"],
    shortDescription: "Build your own integrations and automations from triggers and actions.",
    description:
      "Build your own integrations and automations from triggers and actions, secured with authentication tokens. Free with every workspace.",
    fullDescription:
      "Automation Builder lets you connect steps that your team would otherwise do by hand. An automation starts with a trigger, such as a new document, a changed field or a set time, and runs one or more actions, such as creating a task, updating a record or calling another service.\n\nWhen a ready integration does not cover what you need, build your own. Authentication tokens let an outside system call your workspace and let your automations call outside systems, each token with its own access.\n\nEvery run is logged with its trigger and result, so a failed step is easy to find. Automation Builder comes free with every workspace and uses API Integrations.",
    altTextImage: "An automation with a trigger on a new invoice followed by two actions",
    tags: ["automation", "triggers", "actions", "integrations", "tokens"],
    specifications: defaultAppSpecifications(2.2, 3310),
    features: [
      {
        title: "Triggers and actions",
        description:
          "Start an automation when a document is created or changed, or at a set time, and chain the actions that follow.",
      },
      {
        title: "Your own integrations",
        description:
          "Connect services that have no ready integration by calling them from an automation or letting them call your workspace.",
      },
      {
        title: "Authentication tokens",
        description:
          "Give each outside system its own token with only the access it needs, and revoke it when the connection ends.",
      },
    ],
  }),
  defineApp({
    id: "media-cloud",
    name: "Media Cloud CDN",
    shortName: "Media Cloud",
    ...core,
    shortDescription:
      "Store, find and deliver files and images through a content delivery network.",
    description:
      "Store files in a file explorer, search stock photos and deliver every file through a content delivery network. 1 GB comes free with every workspace.",
    fullDescription:
      "Media Cloud CDN keeps the files of your workspace in one place. A file explorer with folders holds images, documents, videos and other formats, and any app can attach a file from it.\n\nStock-photo search finds pictures for a web page, a product or a campaign and saves them to your folders. Every file is delivered through a content delivery network, so images and downloads load quickly wherever your customers are.\n\nMedia Cloud CDN comes free with every workspace with 1 GB of storage. From 5 to 100 GB it costs 7 dollars per GB, and more than 100 GB is priced on request.",
    altTextImage: "A file explorer with folders of images and a stock-photo search panel",
    tags: ["files", "images", "storage", "cdn"],
    specifications: defaultAppSpecifications(3.3, 3950, mediaCloudTiers()),
    features: [
      {
        title: "File explorer",
        description:
          "Sort images, documents and videos into folders and attach them to any document in the workspace.",
      },
      {
        title: "Stock-photo search",
        description:
          "Search stock photos from inside the app and save the ones you pick straight to your folders.",
      },
      {
        title: "Content delivery network",
        description:
          "Every file is served through a content delivery network, so pictures and downloads load quickly for visitors everywhere.",
      },
    ],
  }),
];
