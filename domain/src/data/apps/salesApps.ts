import { freeAppSpecifications } from "../appSpecifications";
import { defineApp } from "../defineApp";

const commerce = {
  industries: ["b2b-ecommerce"],
  useCases: ["wholesale-and-vendor-collaboration"],
  dependenciesBundleId: "b2b-ecommerce",
} as const;

const sales = {
  ...commerce,
  groups: ["sales"],
  departments: ["sales"],
} as const;

const finance = {
  ...commerce,
  groups: ["finance"],
  departments: ["finance"],
} as const;

/**
 * Sales apps of the B2B commerce template: products, quotes, orders, invoices, payments, credit
 * notes, the online shop and lead management.
 */
export const salesApps = [
  defineApp({
    id: "products",
    name: "Products",
    ...sales,
    shortDescription: "The product catalogue with variants, units, prices, images and documents.",
    description:
      "Keep every item you sell in one catalogue with its variants, units and prices. Images and documents stay with the product for quotes, orders and the shop.",
    fullDescription:
      "Products is the catalogue the other sales apps read from. Each item has its number, name, description and the variants it comes in, such as size, strength or pack, so one product record covers every version a customer can order.\n\nUnits set how an item is sold and counted: by the piece, box or pallet, with the conversion between them. Prices are kept per unit, and a product can carry more than one price, such as a list price and prices agreed with particular customers.\n\nImages and documents, such as data sheets, instructions for use and certificates, are attached to the product. Quotes, orders and the online shop show the same information, so a change made here reaches every place it is used.",
    altTextImage:
      "A product catalogue list with item numbers, variants, units and prices next to product images",
    tags: ["products", "catalogue", "pricing", "variants"],
    specifications: freeAppSpecifications(3.1, 2640),
    features: [
      {
        title: "Variants and units",
        description:
          "Sell one product in several sizes, strengths or pack sizes, and by the piece, box or pallet with the conversion kept for you.",
      },
      {
        title: "Prices per unit",
        description:
          "Keep a list price for each unit and variant, with separate prices for customers who buy on agreed terms.",
      },
      {
        title: "Images and documents",
        description:
          "Attach product photos, data sheets and certificates once; quotes, orders and the shop show them from the same place.",
      },
    ],
  }),
  defineApp({
    id: "sales-quotes",
    name: "Sales Quotes",
    ...sales,
    dependencies: ["products", "contact-management"],
    shortDescription:
      "Quotes from the catalogue, with versions, approval and conversion to an order.",
    description:
      "Build quotes for customers from the product catalogue and keep every version. Send a quote for approval and turn the accepted one into a sales order.",
    fullDescription:
      "Sales Quotes builds offers from the products you already keep in the catalogue. Pick a customer from your contacts, add items, units and quantities, and the prices come in from the product records, ready to adjust with a discount per line.\n\nWhen a customer asks for changes, save a new version instead of overwriting the old one. Every version stays on the quote, so you can see what was offered, when and at what price. Quotes above a limit you set go to a manager for approval before they are sent.\n\nOnce the customer accepts, convert the quote into a sales order in one step. Customer, lines and prices carry over, so nothing is typed twice.",
    altTextImage:
      "A sales quote with product lines, quantities, prices, a version number and an approval status",
    tags: ["quotes", "sales", "approval", "pricing"],
    specifications: freeAppSpecifications(2.6, 1830),
    features: [
      {
        title: "Lines from the catalogue",
        description:
          "Add products, variants and units from the catalogue; prices fill in from the product and can be adjusted per line.",
      },
      {
        title: "Versions of each quote",
        description:
          "Revise a quote as often as the customer asks; earlier versions stay on record with their dates and prices.",
      },
      {
        title: "Approval and conversion",
        description:
          "Send a quote for approval before it goes out, and turn the accepted version into a sales order with one action.",
      },
    ],
  }),
  defineApp({
    id: "sales-orders",
    name: "Sales Orders",
    ...sales,
    dependencies: ["products", "contact-management"],
    shortDescription:
      "Orders from quotes, the online shop or entered by hand, tracked to fulfillment.",
    description:
      "Collect orders from accepted quotes, the online shop or manual entry in one list. Follow each order's status from confirmation through fulfillment.",
    fullDescription:
      "Sales Orders holds every order in one list, wherever it started. Orders arrive from accepted quotes and from the online shop, and your team can enter orders taken by phone or e-mail by hand, with products and prices taken from the catalogue.\n\nEach order moves through statuses such as confirmed, in preparation, shipped and delivered. The list shows what is waiting at each step, and the order's history records who changed its status and when.\n\nOrders are linked to the customer in your contacts, and Invoicing creates invoices from them, so sales, the warehouse and finance work from the same record.",
    altTextImage: "A list of sales orders with customer, source, total and status columns",
    tags: ["orders", "sales", "fulfillment", "order tracking"],
    specifications: freeAppSpecifications(2.9, 2210),
    features: [
      {
        title: "Every channel in one list",
        description:
          "Orders from quotes, the online shop and manual entry appear in the same list, with the source shown on each one.",
      },
      {
        title: "Status through fulfillment",
        description:
          "Move an order from confirmed to shipped and delivered; filters show which orders wait at each step.",
      },
      {
        title: "Manual order entry",
        description:
          "Take an order by phone or e-mail and enter it by hand, with products, units and prices filled in from the catalogue.",
      },
    ],
  }),
  defineApp({
    id: "invoicing",
    name: "Invoicing",
    ...finance,
    dependencies: ["sales-orders"],
    shortDescription:
      "Invoices from orders with taxes, numbering, PDF, e-mail, due dates and reminders.",
    description:
      "Create invoices from sales orders with taxes and sequential numbers. Send them as PDF by e-mail and let reminders follow up when a due date passes.",
    fullDescription:
      "Invoicing turns sales orders into invoices. Customer, lines and prices come from the order, and taxes are calculated per line with the rates you set, so an invoice is ready to check and send without retyping.\n\nInvoice numbers follow the sequence you define, with no gaps or duplicates. Each invoice is produced as a PDF with your layout and sent to the customer by e-mail from the app, and a copy stays on the invoice record.\n\nPayment terms set the due date of every invoice. When an invoice is still open after its due date, reminders go out on the schedule you choose, and the list of invoices shows which ones are due, overdue or paid.",
    altTextImage:
      "An invoice with line items, tax totals, an invoice number and a due date beside a list of open invoices",
    tags: ["invoicing", "invoices", "taxes", "billing", "reminders"],
    specifications: freeAppSpecifications(3.4, 2580),
    features: [
      {
        title: "Invoices from orders",
        description:
          "Create an invoice from a sales order in one step; lines, prices and customer details carry over without retyping.",
      },
      {
        title: "Taxes and numbering",
        description:
          "Tax rates apply per line and invoice numbers follow your own sequence, so every invoice is complete and in order.",
      },
      {
        title: "PDF, e-mail and reminders",
        description:
          "Send each invoice as a PDF by e-mail and let reminders follow up on invoices that are open past their due date.",
      },
    ],
  }),
  defineApp({
    id: "payments",
    name: "Payments",
    ...finance,
    dependencies: ["invoicing"],
    shortDescription:
      "Record incoming payments and match them to invoices, including partial payments.",
    description:
      "Record incoming payments and match each one to the invoices it settles. Partial payments are tracked and each customer's open balance stays current.",
    fullDescription:
      "Payments keeps track of the money that comes in against your invoices. Record a payment with its date, amount and reference, and match it to one invoice or to several that the customer paid together.\n\nWhen a customer pays only part of an invoice, the payment is recorded and the invoice stays open for the rest. The invoice shows what has been paid and what remains, and it is marked paid when the balance reaches zero.\n\nEach customer has an open balance: the total of their unpaid invoices less the payments received. Sales and finance see the same figure, which helps before a new order is confirmed for a customer who is behind.",
    altTextImage:
      "A list of incoming payments matched to invoices, with a customer's open balance at the side",
    tags: ["payments", "receivables", "invoices", "finance"],
    specifications: freeAppSpecifications(2.2, 1470),
    features: [
      {
        title: "Match payments to invoices",
        description:
          "Link each incoming payment to the invoice it settles, or spread one payment across several invoices from the same customer.",
      },
      {
        title: "Partial payments",
        description:
          "Record a part payment against an invoice; the remaining amount stays open and the invoice shows what is still due.",
      },
      {
        title: "Open balance per customer",
        description:
          "See each customer's unpaid total at a glance, made up of open invoices less the payments already received.",
      },
    ],
  }),
  defineApp({
    id: "credit-notes",
    name: "Credit Notes",
    ...finance,
    dependencies: ["invoicing"],
    shortDescription: "Credit notes against invoices for returns, price corrections and discounts.",
    description:
      "Issue credit notes against invoices when goods come back, a price was wrong or a discount is agreed later. Each one lowers what the customer owes.",
    fullDescription:
      "Credit Notes records the amounts you give back to a customer. Every credit note is issued against an invoice, so it is always clear which sale it corrects and why.\n\nStart from the invoice and choose the lines to credit. For returned goods, credit the quantities that came back; for a price correction, credit the difference per unit; for a discount agreed after the sale, credit an amount or a percentage of the invoice.\n\nCredit notes are numbered in their own sequence, can be sent to the customer by e-mail and reduce the open amount of the invoice they belong to. Finance sees credits and invoices side by side for each customer.",
    altTextImage:
      "A credit note linked to an invoice, listing returned items and the credited amount",
    tags: ["credit notes", "returns", "invoices", "finance"],
    specifications: freeAppSpecifications(1.8, 960),
    features: [
      {
        title: "Linked to the invoice",
        description:
          "Every credit note refers to the invoice it corrects, with the lines and amounts taken from that invoice.",
      },
      {
        title: "Returns and price corrections",
        description:
          "Credit the quantities that came back, or the difference when an item was invoiced at the wrong price.",
      },
      {
        title: "Discounts after the sale",
        description:
          "Grant a discount once the invoice is out, as an amount or a percentage, and the customer's balance goes down to match.",
      },
    ],
  }),
  defineApp({
    id: "ecommerce",
    name: "Ecommerce",
    ...sales,
    dependencies: ["products", "sales-orders"],
    shortDescription: "A B2B online shop where customers log in, see their own prices and order.",
    description:
      "Open an online shop for your business customers. They log in, see their own prices and order from your catalogue, and each order lands in Sales Orders.",
    fullDescription:
      "Ecommerce gives your business customers a shop of their own. The shop shows the products, variants, images and documents from your catalogue, so there is no second product list to keep up to date.\n\nCustomers log in with an account linked to their company. Once signed in, they see the prices that apply to them and order in the units you sell, such as single items, boxes or cases.\n\nEvery order placed in the shop lands in Sales Orders with the customer, lines and prices filled in. Your team handles it like any other order, from confirmation through fulfillment and invoicing.",
    altTextImage:
      "A B2B online shop with a logged-in customer's product list, their own prices and a shopping cart",
    tags: ["ecommerce", "online shop", "b2b", "ordering"],
    specifications: freeAppSpecifications(2.3, 1390),
    features: [
      {
        title: "Customer log-in",
        description:
          "Business customers sign in to their own account, so the shop knows who is ordering and for which company.",
      },
      {
        title: "Prices per customer",
        description:
          "Each customer sees the prices agreed with them, taken from the product catalogue, instead of a single public price list.",
      },
      {
        title: "Orders straight to Sales Orders",
        description:
          "Orders placed in the shop appear in Sales Orders with customer, lines and prices, ready for your team to confirm.",
      },
    ],
  }),
  defineApp({
    id: "lead-management",
    name: "Lead Management",
    comingSoon: true,
    ...sales,
    dependencies: ["contact-management"],
    shortDescription: "Capture, qualify and assign leads before they become customers.",
    description:
      "Capture new leads in one list as they come in. Qualify each one, assign it to a salesperson and follow it until it becomes a customer.",
    fullDescription:
      "Lead Management will keep track of the companies and people who have shown interest but are not customers yet. Leads are captured in one list with their contact details, where they came from and what they asked about.\n\nQualify each lead with the questions that matter to your business, such as company type, expected volume or timing, and mark it as qualified or not a fit. Qualified leads are assigned to a salesperson, who sees their own leads in one view.\n\nWhen a lead is ready to buy, it becomes a customer in Contact Management with its history kept, so the first quote starts from everything the team already knows.",
    altTextImage:
      "A list of leads with their source, qualification status and assigned salesperson",
    tags: ["leads", "sales", "prospecting", "pipeline"],
    features: [
      {
        title: "Capture leads",
        description:
          "Collect new leads in one list with their contact details, their source and the question that brought them in.",
      },
      {
        title: "Qualify and assign",
        description:
          "Rate each lead against your own criteria and hand the qualified ones to a salesperson to follow up.",
      },
      {
        title: "From lead to customer",
        description:
          "Turn a qualified lead into a customer in Contact Management, keeping the notes and history gathered so far.",
      },
    ],
  }),
];
