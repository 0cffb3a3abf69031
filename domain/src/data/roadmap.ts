import { INITIAL_ROADMAP_VOTE_COUNTS } from "../votes/roadmapVote";

/** An app on the roadmap: its vote key, name, what it will do, and its initial votes. */
export interface RoadmapItem {
  key: keyof typeof INITIAL_ROADMAP_VOTE_COUNTS;
  name: string;
  description: string;
  votes: number;
}

const item = (key: RoadmapItem["key"], name: string, description: string): RoadmapItem => ({
  key,
  name,
  description,
  votes: INITIAL_ROADMAP_VOTE_COUNTS[key],
});

/** The roadmap apps visitors vote on, with the spec's initial vote counts. */
export const ROADMAP_ITEMS: readonly RoadmapItem[] = [
  item(
    "eSignature",
    "eSignature",
    "Send quotes, contracts and agreements for signature and keep the signed copy with the document.",
  ),
  item(
    "document-management",
    "Document Management",
    "File, version and share documents in folders with the same roles and guest access as the rest of the workspace.",
  ),
  item(
    "e-learning",
    "E-Learning",
    "Build courses and quizzes for employees and partners and follow who completed which lesson.",
  ),
  item(
    "employee-satisfaction",
    "Employee Satisfaction",
    "Ask the team short recurring questions and follow how satisfaction changes over time.",
  ),
  item(
    "feedback-survey",
    "Feedback Survey",
    "Collect feedback from customers and partners after an order, a project or a support case.",
  ),
  item(
    "recruitment",
    "Recruitment",
    "Publish openings, collect applications and move candidates through interview stages on a board.",
  ),
  item(
    "employees",
    "Employees",
    "Keep employee records, contracts, absences and equipment in one place.",
  ),
];
