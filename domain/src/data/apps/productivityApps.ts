import { freeAppSpecifications } from "../appSpecifications";
import { defineApp } from "../defineApp";

const productivity = {
  groups: ["productivity"],
  departments: ["productivity"],
  useCases: ["project-management-and-productivity"],
} as const;

/** Productivity apps: boards, project updates and to-do lists. */
export const productivityApps = [
  defineApp({
    id: "kanban-board",
    name: "Kanban",
    shortName: "Kanban",
    ...productivity,
    shortDescription: "Boards with columns and cards that show where every piece of work stands.",
    description:
      "Plan work on boards of columns and cards. Drag a card to the next stage and the whole team sees where every task, request or deal stands.",
    fullDescription:
      "Kanban turns any process into a board. Each column is a stage, each card a piece of work with its owner, due date, checklist and files. Dragging a card to the next column is all it takes to move it forward.\n\nBoards read the same documents as the rest of the workspace, so a card can stand for a task, a purchase request or a support case. Limits on a column show where work piles up before it becomes a delay.\n\nFilters by owner, label or due date turn one board into a personal view, and every change is kept in the card's history.",
    altTextImage: "A kanban board with columns To do, Doing and Done holding task cards",
    tags: ["kanban", "boards", "tasks", "workflow"],
    specifications: freeAppSpecifications(3.2, 2410),
    features: [
      {
        title: "Columns for every stage",
        description:
          "Name the columns after your own process, set a work-in-progress limit on each and see at a glance where work waits.",
      },
      {
        title: "Cards that carry the work",
        description:
          "Owners, due dates, checklists, comments and files live on the card, so nobody has to look for the latest version.",
      },
      {
        title: "Views for each person",
        description:
          "Filter a board by owner, label or date and save the view; the board stays the same for everyone else.",
      },
    ],
  }),
  defineApp({
    id: "project-updates",
    name: "Project Updates",
    ...productivity,
    shortDescription: "Project channels, update templates and daily stand-up check-ins.",
    description:
      "Keep every project in its own channel. Post updates from templates and replace the daily stand-up meeting with a short written check-in.",
    fullDescription:
      "Project Updates gives each project a channel where its team posts progress, blockers and decisions. Update templates keep posts short and alike, so a reader finds the same things in the same place every time.\n\nDaily stand-up check-ins ask each member three questions at the time you choose and collect the answers in the channel. The meeting becomes a two-minute read that works across time zones.\n\nManagers follow every channel from one feed and can open any update to see the documents it refers to.",
    altTextImage: "A project channel with a stand-up check-in and two status updates",
    tags: ["projects", "status updates", "stand-up", "team communication"],
    specifications: freeAppSpecifications(2.7, 1875),
    features: [
      {
        title: "A channel per project",
        description:
          "Every project gets its own stream of updates, with its members, files and decisions kept together.",
      },
      {
        title: "Update templates",
        description:
          "Start each update from a template with progress, blockers and next steps, so every post is quick to write and to read.",
      },
      {
        title: "Daily stand-up check-ins",
        description:
          "Members answer the stand-up questions when it suits them; the answers arrive in the channel before the day starts.",
      },
    ],
  }),
  defineApp({
    id: "to-do-lists",
    name: "To-Do Lists",
    ...productivity,
    shortDescription: "Personal and shared to-do lists with due dates and templates.",
    description:
      "Keep personal and shared to-do lists with collaborators and due dates. Start from list templates and let the system suggest the next tasks.",
    fullDescription:
      "To-Do Lists keeps the small things from slipping. Make a list for yourself or share it with collaborators, give each task a due date and tick it off when it is done.\n\nList templates repeat the checklists your team runs every week, such as onboarding a customer or closing the month. The system suggests tasks from the documents you work on, like following up on a quote that has not been answered.\n\nEvery list shows what is due today and what is late, and reminders arrive before a due date passes.",
    altTextImage: "A shared to-do list with due dates and two collaborators",
    tags: ["to-do", "tasks", "checklists", "reminders"],
    specifications: freeAppSpecifications(1.9, 1224),
    features: [
      {
        title: "Personal and shared lists",
        description:
          "Keep a list to yourself or invite collaborators; everyone sees the same tasks and who ticked them off.",
      },
      {
        title: "Due dates and reminders",
        description:
          "Give a task a due date and get a reminder before it passes; late tasks rise to the top of the list.",
      },
      {
        title: "Templates and suggested tasks",
        description:
          "Repeat a checklist from a template, or accept tasks the system suggests from the documents you work on.",
      },
    ],
  }),
];
