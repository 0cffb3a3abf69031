import { freeAppSpecifications, pricedAppSpecifications } from "../appSpecifications";
import { defineApp } from "../defineApp";

const investment = {
  groups: ["investment"],
  departments: ["investment"],
  industries: ["capital-management"],
  useCases: ["venture-capital-crm"],
  dependenciesBundleId: "venture-capital-crm",
} as const;

/** Venture capital apps: investment and fund management, boards of the deal cycle and the VC contact list. */
export const investmentApps = [
  defineApp({
    id: "investment-management",
    name: "Investment Management",
    ...investment,
    dependencies: ["vc-contact-management"],
    shortDescription:
      "Startup profiles, performance tracking and due diligence for every investment.",
    description:
      "Keep a profile of every startup you back and track how it performs. Run due diligence from templates and share reports with limited partners.",
    fullDescription:
      "Investment Management keeps one profile per startup: its founders, rounds, documents and the figures it reports. Performance tracking puts each reporting period next to the last, so a change in revenue, burn or headcount shows up as soon as the numbers arrive.\n\nDue diligence templates list the questions and documents your team checks before every investment. Each answer is stored on the startup's profile, and the open items show who still has to deliver what.\n\nLimited partners get guest logins that show only the investments you choose to share. Any profile or report can be exported to PDF for a partner meeting or an investor letter.",
    altTextImage:
      "A startup profile with its funding rounds, reported figures and a due diligence checklist",
    tags: ["investments", "startups", "due diligence", "portfolio", "reporting"],
    price: 299,
    specifications: pricedAppSpecifications(3.4, 940),
    features: [
      {
        title: "Startup profiles",
        description:
          "Founders, rounds, documents and reported figures of each startup live on one profile that the whole team works from.",
      },
      {
        title: "Due diligence templates",
        description:
          "Start every review from your own checklist of questions and documents, and see which items are still open.",
      },
      {
        title: "Guest logins and PDF exports",
        description:
          "Give limited partners a guest login to the investments you share, or export a profile or report to PDF.",
      },
    ],
  }),
  defineApp({
    id: "fund-management",
    name: "Fund Management",
    ...investment,
    dependencies: ["vc-contact-management"],
    shortDescription: "Fund figures such as IRR, harvest, check size and ownership in one place.",
    description:
      "Follow each fund's IRR, harvest and average check size. Record ownership on entry and exit and give limited partners and startups guest access.",
    fullDescription:
      "Fund Management calculates the figures a fund is judged by from the investments and exits you record. IRR, harvest and average check size are kept up to date for each fund and can be compared across vintages.\n\nEvery investment stores the ownership on entry and, once the company is sold or listed, the ownership on exit. The fund's view shows how each stake changed over the rounds in between.\n\nLimited partners and startups can be invited as guest users. Each guest sees only the fund or the company they belong to, so reports and documents reach them without separate mailings.",
    altTextImage: "A fund overview with IRR, harvest, average check size and a table of holdings",
    tags: ["funds", "irr", "ownership", "limited partners"],
    price: 299,
    specifications: pricedAppSpecifications(2.8, 760),
    features: [
      {
        title: "Fund performance figures",
        description:
          "IRR, harvest and average check size are calculated from your recorded investments and exits, fund by fund.",
      },
      {
        title: "Ownership on entry and exit",
        description:
          "Record the stake you took in each company and the stake you held when you sold, with every round in between.",
      },
      {
        title: "Guest users",
        description:
          "Invite limited partners and startups as guests; each one sees only the fund or company they belong to.",
      },
    ],
  }),
  defineApp({
    id: "deal-flow",
    name: "Deal Flow",
    shortName: "Deal Flow",
    ...investment,
    dependencies: ["vc-contact-management"],
    shortDescription: "A kanban board of deals from first lead to close, with a funnel view.",
    description:
      "Move deals across the stages lead, qualification, opportunity and close. Record round size and valuation and see the whole funnel at a glance.",
    fullDescription:
      "Deal Flow puts every startup you are looking at on a kanban board. The columns follow the stages of a deal: lead, qualification, opportunity and close. Dragging a card to the next column records when and by whom the deal moved.\n\nEach card holds the round size and valuation, the pitch deck and the notes from every meeting. The funnel view counts the deals at each stage, so you can see how many leads it takes to close one investment.\n\nRelationship strength shows how well your team knows the founders and the people around a deal, based on the contacts stored in VC Contact Management.",
    altTextImage:
      "A deal board with columns Lead, Qualification, Opportunity and Close holding startup cards",
    tags: ["deal flow", "kanban", "pipeline", "startups"],
    specifications: freeAppSpecifications(2.3, 1320),
    features: [
      {
        title: "A board of deals",
        description:
          "Cards move from lead to qualification, opportunity and close, and each move is kept in the deal's history.",
      },
      {
        title: "Round size and valuation",
        description:
          "Every deal records the size of the round and the valuation, next to the deck and the meeting notes.",
      },
      {
        title: "Funnel and relationship strength",
        description:
          "See how many deals sit at each stage and how well your team knows the founders behind them.",
      },
    ],
  }),
  defineApp({
    id: "portfolio-kanban",
    name: "Portfolio Kanban",
    ...investment,
    dependencies: ["vc-contact-management"],
    shortDescription: "A board per portfolio company to follow its rounds and shared work.",
    description:
      "Give each portfolio company its own board. Track target valuation, round size, investment vehicle and stage, and invite outside collaborators.",
    fullDescription:
      "Portfolio Kanban gives every company in your portfolio a board of its own. The board holds the work your team does with the company, from hiring help to preparing its next round, with an owner and a due date on each card.\n\nThe company's header shows its target valuation, the size of its next round, the investment vehicle you used and the stage it has reached. These figures are updated as the company moves on.\n\nExternal collaborators, such as founders or co-investors, can be invited to a single board. They see and update its cards without getting access to the rest of your workspace.",
    altTextImage:
      "A portfolio company board with its target valuation, round size and cards of open work",
    tags: ["portfolio", "kanban", "startups", "collaboration"],
    specifications: freeAppSpecifications(1.6, 870),
    features: [
      {
        title: "One board per company",
        description:
          "Each portfolio company gets a board for the work you do together, with owners and due dates on every card.",
      },
      {
        title: "Round and vehicle details",
        description:
          "Target valuation, round size, investment vehicle and stage sit at the top of the company's board.",
      },
      {
        title: "External collaborators",
        description:
          "Invite founders or co-investors to one board; they work on its cards and see nothing else in the workspace.",
      },
    ],
  }),
  defineApp({
    id: "fundraising-for-funds",
    name: "Fundraising for Funds",
    ...investment,
    dependencies: ["vc-contact-management"],
    shortDescription: "A kanban board for raising a fund from limited partners.",
    description:
      "Follow your own fund raise on a kanban board. Move limited partners from prospect to commitment to close and see how much capital is committed.",
    fullDescription:
      "Fundraising for Funds is the board a fund uses to raise money for itself. Each card is a limited partner you are speaking with, and the columns follow the raise from prospect to commitment to close.\n\nA card holds the amount the limited partner is considering or has committed, the documents you sent and the notes from each conversation. The board adds up the commitments, so you know how far the fund is from its target before each close.\n\nThe limited partners come from VC Contact Management, so their past investments, interests and introductions are one click away.",
    altTextImage:
      "A fundraising board with limited partner cards in the columns Prospect, Commitment and Close",
    tags: ["fundraising", "limited partners", "kanban", "commitments"],
    specifications: freeAppSpecifications(1.4, 520),
    features: [
      {
        title: "Prospects to closes",
        description:
          "Move each limited partner from prospect to commitment to close as the conversation progresses.",
      },
      {
        title: "Committed capital",
        description:
          "The board adds up the amounts committed, so you see how far the fund is from its target.",
      },
      {
        title: "Linked to your contacts",
        description:
          "Each card opens the limited partner's contact record with their interests, past investments and introductions.",
      },
    ],
  }),
  defineApp({
    id: "vc-contact-management",
    name: "VC Contact Management",
    ...investment,
    excludes: ["contact-management"],
    shortDescription: "Contacts for venture capital: founders, investors, advisors and more.",
    description:
      "Manage over 10 contact types and the strength of each relationship. Replaces Contact Management and cannot be installed together with it.",
    fullDescription:
      "VC Contact Management is the contact list built for venture capital. It knows over 10 contact types, such as founders, limited partners, co-investors and advisors, and records how strong your team's relationship with each person is.\n\nCompanies are linked to their fund raises and to the introductions that brought them to you. Each contact stores interests, past investments and publications, so you can see who to call about a new deal.\n\nThe app replaces the plain Contact Management app and cannot be installed together with it. The other venture capital apps read their founders, startups and limited partners from this list.",
    altTextImage:
      "A contact list filtered by type, with a founder's profile showing relationship strength",
    tags: ["contacts", "venture capital", "relationships", "introductions"],
    specifications: freeAppSpecifications(3.1, 1480),
    features: [
      {
        title: "Over 10 contact types",
        description:
          "Founders, limited partners, co-investors, advisors and more, each with the fields that matter for that type.",
      },
      {
        title: "Relationship strength",
        description:
          "See how well your team knows each person and who made the introduction, before you reach out.",
      },
      {
        title: "Raises, interests and history",
        description:
          "Companies link to their fund raises; contacts store their interests, past investments and publications.",
      },
    ],
  }),
];
