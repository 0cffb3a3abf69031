import { freeAppSpecifications } from "../appSpecifications";
import { defineApp } from "../defineApp";

const distribution = {
  industries: ["b2b-ecommerce"],
  useCases: ["wholesale-and-vendor-collaboration"],
  dependenciesBundleId: "b2b-ecommerce",
} as const;

/** Distribution apps the GPO variant of the commerce template adds: warehouses, shipments, returns, rebates, chargebacks and the customer portal. */
export const distributionApps = [
  defineApp({
    id: "warehouses",
    name: "Warehouses",
    ...distribution,
    groups: ["inventory"],
    departments: ["inventory"],
    dependencies: ["products-inventory"],
    shortDescription: "Warehouses and bins, picking lists and stock transfers between locations.",
    description:
      "Organize each warehouse into bins and know where every product sits. Print picking lists for orders and move stock between locations.",
    fullDescription:
      "Warehouses maps your storage down to the bin. Each warehouse is divided into zones and bins, and each product's stock is recorded in the bins that hold it, so pickers go straight to the right shelf.\n\nPicking lists are built from the orders ready to ship and sorted by bin, so a picker walks the aisles once. Picked quantities are confirmed on a phone or ticked off on the printed list.\n\nTransfers move stock between bins, between warehouses or to another location. A transfer shows what left, what is in transit and what arrived, and stock levels in Products Inventory follow each step.",
    altTextImage: "A warehouse layout with bins and a picking list sorted by bin location",
    tags: ["warehouse", "bins", "picking", "transfers"],
    specifications: freeAppSpecifications(2.2, 1260),
    features: [
      {
        title: "Bins for every product",
        description:
          "Divide each warehouse into bins and record which bins hold each product and how many units are in each.",
      },
      {
        title: "Picking lists by bin",
        description:
          "Build picking lists from orders ready to ship, sorted by bin so pickers walk each aisle only once.",
      },
      {
        title: "Transfers between locations",
        description:
          "Move stock between bins or warehouses and see what left, what is in transit and what arrived.",
      },
    ],
  }),
  defineApp({
    id: "shipments",
    name: "Shipments",
    ...distribution,
    groups: ["inventory"],
    departments: ["inventory"],
    dependencies: ["sales-orders", "warehouses"],
    shortDescription:
      "Shipments from orders with packing slips, tracking numbers and partial deliveries.",
    description:
      "Create shipments from sales orders, print packing slips and add tracking numbers. Ship in parts or have the vendor drop-ship to the customer.",
    fullDescription:
      "Shipments turns sales orders into deliveries. Pick the order lines to send, choose the warehouse they leave from and print a packing slip that lists every item in the box.\n\nEach shipment carries its carrier and tracking number, and the customer can be sent the number when the shipment leaves. When not everything is in stock, ship what you have; the order keeps the remaining quantities open for a later shipment.\n\nFor products you do not hold, the vendor can ship straight to the customer. A drop shipment is recorded on the order like any other, so everyone sees what was delivered and by whom.",
    altTextImage:
      "A shipment with its packing slip, tracking number and partly delivered order lines",
    tags: ["shipping", "packing slips", "tracking", "drop shipping"],
    specifications: freeAppSpecifications(2.0, 1090),
    features: [
      {
        title: "Packing slips",
        description:
          "Create a shipment from order lines and print a packing slip listing every item and quantity in the box.",
      },
      {
        title: "Tracking and partial deliveries",
        description:
          "Add the tracking number to each shipment and ship in parts; remaining quantities stay open on the order.",
      },
      {
        title: "Drop shipping from the vendor",
        description:
          "Have the vendor ship straight to the customer and record the drop shipment on the order like any other.",
      },
    ],
  }),
  defineApp({
    id: "returns",
    name: "Returns",
    ...distribution,
    groups: ["sales"],
    departments: ["sales"],
    dependencies: ["sales-orders", "credit-notes"],
    shortDescription:
      "Return requests with authorization numbers, inspection and credit or replacement.",
    description:
      "Handle return requests from the first request to the final credit. Issue authorization numbers, inspect returned goods and credit or replace them.",
    fullDescription:
      "Returns records every request to send goods back. A request names the order, the products, the quantities and the reason, and your team approves or declines it.\n\nApproved requests get a return authorization number that the customer writes on the package, so the warehouse knows what arrives and why. Returned goods are inspected on arrival and the result is recorded: back to stock, back to the vendor or scrapped.\n\nThe return is then settled with a credit note for the customer or a replacement shipped on a new order. Each step is kept on the return, with links to the original order and the credit note.",
    altTextImage:
      "A return request with its authorization number, inspection result and credit note",
    tags: ["returns", "authorizations", "credit notes", "customer service"],
    specifications: freeAppSpecifications(1.7, 820),
    features: [
      {
        title: "Return authorization numbers",
        description:
          "Approved requests get a number the customer puts on the package, so the warehouse knows what to expect.",
      },
      {
        title: "Inspection on arrival",
        description:
          "Record the condition of returned goods and decide whether they go back to stock, back to the vendor or are scrapped.",
      },
      {
        title: "Credit or replacement",
        description:
          "Settle each return with a credit note or a replacement order, linked to the original sales order.",
      },
    ],
  }),
  defineApp({
    id: "rebates",
    name: "Rebates",
    ...distribution,
    groups: ["finance"],
    departments: ["finance"],
    dependencies: ["group-purchasing-organization", "invoicing"],
    shortDescription: "Vendor and customer rebate agreements, accruals, claims and settlement.",
    description:
      "Record the rebate agreements you have with vendors and customers. Accrue rebates from invoiced sales and follow each claim through to settlement.",
    fullDescription:
      "Rebates keeps track of money owed back after the sale. A rebate agreement states who pays and who receives, the products it covers, the period and the rate, whether a vendor pays you or you pay a customer.\n\nAs invoices are issued, the app accrues the rebate earned on each covered line, so the amount owed or receivable is known at any time instead of at year end.\n\nAt the end of a period, the accruals become a rebate claim. Claims are sent, tracked through approval and settled by payment or credit, and any difference between the claim and the settlement is recorded.",
    altTextImage: "A rebate agreement with accrued amounts by month and an open rebate claim",
    tags: ["rebates", "accruals", "claims", "finance"],
    specifications: freeAppSpecifications(1.5, 610),
    features: [
      {
        title: "Rebate agreements",
        description:
          "Define rebates with vendors and customers by product, period and rate, including those tied to GPO contracts.",
      },
      {
        title: "Accruals from invoices",
        description:
          "Each invoiced line that an agreement covers adds to the accrued rebate, so balances are always current.",
      },
      {
        title: "Claims and settlement",
        description:
          "Turn accruals into claims, follow them through approval and record the payment or credit that settles them.",
      },
    ],
  }),
  defineApp({
    id: "chargebacks",
    name: "Chargebacks",
    ...distribution,
    groups: ["finance"],
    departments: ["finance"],
    dependencies: ["group-purchasing-organization", "invoicing"],
    shortDescription: "Chargeback claims to manufacturers for GPO contract price differences.",
    description:
      "Claim from manufacturers the difference between your cost and the GPO contract price. Follow each claim's status and reconcile what was paid.",
    fullDescription:
      "Chargebacks handles the claims a distributor makes when it sells at a GPO contract price below its own cost. For every invoiced line sold under a contract, the app works out the difference between your cost and the contract price.\n\nThe lines are grouped into chargeback claims per manufacturer and period, with the contract, customer, product and quantity on each line. Claims move through draft, submitted, accepted, partly paid and paid.\n\nWhen the manufacturer pays or issues a credit, reconciliation matches the payment to the claim lines. Rejected or short-paid lines are listed with their reasons so they can be corrected and claimed again.",
    altTextImage:
      "A chargeback claim to a manufacturer with contract lines, amounts and claim status",
    tags: ["chargebacks", "gpo", "claims", "reconciliation"],
    specifications: freeAppSpecifications(1.4, 480),
    features: [
      {
        title: "Claims from invoiced sales",
        description:
          "Each invoice line sold under a GPO contract adds the difference between your cost and the contract price to a claim.",
      },
      {
        title: "Claim status",
        description:
          "Follow each claim from draft to submitted, accepted and paid, manufacturer by manufacturer.",
      },
      {
        title: "Payment reconciliation",
        description:
          "Match manufacturer payments and credits to claim lines, and list rejected or short-paid lines to claim again.",
      },
    ],
  }),
  defineApp({
    id: "customer-portal",
    name: "Customer Portal",
    ...distribution,
    groups: ["sales"],
    departments: ["sales"],
    dependencies: ["sales-orders", "invoicing"],
    shortDescription:
      "A guest login where customers see orders, invoices, shipments and documents.",
    description:
      "Give customers a guest login to see their orders, invoices, shipments and documents. They can reorder past purchases without calling your team.",
    fullDescription:
      "Customer Portal opens part of your workspace to your customers. Each customer contact logs in as a guest and sees only the records of their own company.\n\nThe portal lists the customer's orders with their status, invoices with due dates and balances, and shipments with tracking numbers. Documents you share, such as certificates or statements, can be downloaded at any time.\n\nA customer can open a past order and place it again, changing quantities before sending it. The new order arrives in Sales Orders like any other, and your team confirms it as usual.",
    altTextImage: "A customer portal page listing orders, open invoices and shipment tracking",
    tags: ["customer portal", "self-service", "reorder", "guest access"],
    specifications: freeAppSpecifications(1.9, 1320),
    features: [
      {
        title: "Orders and invoices",
        description:
          "Customers see their orders, invoices and open balances without asking your team to send copies.",
      },
      {
        title: "Shipments and documents",
        description:
          "Tracking numbers for each shipment and shared documents such as certificates are ready to view and download.",
      },
      {
        title: "Reorder past purchases",
        description:
          "Customers open a past order, adjust the quantities and send it again as a new sales order.",
      },
    ],
  }),
];
