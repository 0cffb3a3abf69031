/** The few real words the product scenes show, per store group, so a board looks like its trade. */
export interface SceneWords {
  /** Four stages of a board, left to right. */
  columns: readonly [string, string, string, string];
  /** Column headings of a table: name, status, owner, date, amount. */
  tableHeadings: readonly [string, string, string, string, string];
  /** Three statuses a row can be in: done, waiting, in progress. */
  statuses: readonly [string, string, string];
  /** Three figures of a dashboard, each with the kind of number it shows. */
  figures: readonly [Figure, Figure, Figure];
  /** The title of the chart panel. */
  chartTitle: string;
  /** The document a document scene shows when the app's name does not name one. */
  documentTitle: string;
  /** Four steps of a document's life, done first. */
  steps: readonly [string, string, string, string];
  /** A settings page's title and the roles its permission grid lists. */
  settingsTitle: string;
  roles: readonly [string, string, string, string];
}

/** A dashboard figure: its label and whether it counts money, items or a share. */
export interface Figure {
  label: string;
  kind: "money" | "count" | "percent";
}

const general: SceneWords = {
  columns: ["Backlog", "In progress", "Review", "Done"],
  tableHeadings: ["Name", "Status", "Owner", "Updated", "Value"],
  statuses: ["Active", "Pending", "Draft"],
  figures: [
    { label: "Active users", kind: "count" },
    { label: "Automations run", kind: "count" },
    { label: "On time", kind: "percent" },
  ],
  chartTitle: "Activity this year",
  documentTitle: "Report",
  steps: ["Created", "Reviewed", "Approved", "Shared"],
  settingsTitle: "Workspace settings",
  roles: ["Admin", "Manager", "Member", "Guest"],
};

const byGroup: Record<string, SceneWords> = {
  core: general,
  productivity: {
    ...general,
    columns: ["To do", "In progress", "Review", "Done"],
    tableHeadings: ["Task", "Status", "Owner", "Due", "Hours"],
    statuses: ["Done", "Waiting", "Started"],
    figures: [
      { label: "Tasks done", kind: "count" },
      { label: "On track", kind: "percent" },
      { label: "Open tasks", kind: "count" },
    ],
    chartTitle: "Tasks completed",
    documentTitle: "Checklist",
  },
  investment: {
    columns: ["Sourced", "Screening", "Due diligence", "Closed"],
    tableHeadings: ["Company", "Stage", "Partner", "Last contact", "Round"],
    statuses: ["Invested", "Reviewing", "Meeting"],
    figures: [
      { label: "Committed capital", kind: "money" },
      { label: "Portfolio companies", kind: "count" },
      { label: "Net IRR", kind: "percent" },
    ],
    chartTitle: "Capital deployed",
    documentTitle: "Term sheet",
    steps: ["Sourced", "Screened", "Diligence", "Closed"],
    settingsTitle: "Fund settings",
    roles: ["Partner", "Associate", "Analyst", "Limited partner"],
  },
  marketing: {
    ...general,
    columns: ["Draft", "Scheduled", "Sending", "Sent"],
    tableHeadings: ["Campaign", "Status", "Owner", "Sent", "Opens"],
    statuses: ["Sent", "Scheduled", "Draft"],
    figures: [
      { label: "Open rate", kind: "percent" },
      { label: "Recipients", kind: "count" },
      { label: "Click rate", kind: "percent" },
    ],
    chartTitle: "Opens and clicks",
    documentTitle: "Campaign",
    steps: ["Drafted", "Tested", "Scheduled", "Sent"],
  },
  sales: {
    ...general,
    columns: ["New", "Qualified", "Proposal", "Won"],
    tableHeadings: ["Customer", "Status", "Owner", "Date", "Total"],
    statuses: ["Confirmed", "Pending", "Draft"],
    figures: [
      { label: "Revenue", kind: "money" },
      { label: "Open orders", kind: "count" },
      { label: "Win rate", kind: "percent" },
    ],
    chartTitle: "Revenue by month",
    documentTitle: "Order",
    steps: ["Drafted", "Approved", "Sent", "Accepted"],
  },
  finance: {
    ...general,
    columns: ["Draft", "Sent", "Overdue", "Paid"],
    tableHeadings: ["Customer", "Status", "Owner", "Due", "Amount"],
    statuses: ["Paid", "Overdue", "Open"],
    figures: [
      { label: "Collected", kind: "money" },
      { label: "Outstanding", kind: "money" },
      { label: "Paid on time", kind: "percent" },
    ],
    chartTitle: "Invoiced and collected",
    documentTitle: "Invoice",
    steps: ["Created", "Approved", "Sent", "Paid"],
  },
  purchasing: {
    ...general,
    columns: ["Requested", "Approved", "Ordered", "Received"],
    tableHeadings: ["Vendor", "Status", "Buyer", "Expected", "Total"],
    statuses: ["Received", "Awaiting", "Ordered"],
    figures: [
      { label: "Spend this quarter", kind: "money" },
      { label: "Open orders", kind: "count" },
      { label: "On-time delivery", kind: "percent" },
    ],
    chartTitle: "Spend by month",
    documentTitle: "Purchase order",
    steps: ["Requested", "Approved", "Ordered", "Received"],
  },
  inventory: {
    ...general,
    columns: ["To pick", "Picking", "Packed", "Shipped"],
    tableHeadings: ["Product", "Status", "Location", "Expiry", "On hand"],
    statuses: ["In stock", "Low", "Reserved"],
    figures: [
      { label: "Units on hand", kind: "count" },
      { label: "Locations", kind: "count" },
      { label: "Fill rate", kind: "percent" },
    ],
    chartTitle: "Units shipped",
    documentTitle: "Packing slip",
    steps: ["Ordered", "Picked", "Packed", "Shipped"],
  },
};

/** The words of an app's first group. */
export function wordsOfGroup(group: string | undefined): SceneWords {
  return byGroup[group ?? "core"] ?? general;
}
