import { freeAppSpecifications, pricedAppSpecifications } from "../appSpecifications";
import { defineApp } from "../defineApp";

const wholesale = {
  industries: ["b2b-ecommerce"],
  useCases: ["wholesale-and-vendor-collaboration"],
  dependenciesBundleId: "wholesale-and-vendor-collaboration",
} as const;

/** Purchasing, pricing and inventory apps of the B2B commerce template, with the NDC Healthcare enterprise app. */
export const purchasingApps = [
  defineApp({
    id: "purchase-orders",
    name: "Purchase Orders",
    ...wholesale,
    groups: ["purchasing"],
    departments: ["purchasing"],
    dependencies: ["products", "vendor-management"],
    shortDescription: "Purchase orders to vendors, with approvals and receipts against each order.",
    description:
      "Send purchase orders to vendors and route them for approval first. Record what arrives as receipts against each order and see what is still due.",
    fullDescription:
      "Purchase Orders records what you buy from each vendor. A buyer picks the vendor, adds products with quantities and agreed prices, and sends the numbered order by email.\n\nOrders above an amount you set go to an approver before they are sent, and every approval or rejection is kept with the order. Nothing reaches the vendor until it has been approved.\n\nWhen goods arrive, the warehouse records a receipt against the order, line by line. Partly received orders stay open with the quantities still due, so buyers know what has arrived and what to chase.",
    altTextImage: "A purchase order with product lines, an approval status and two receipts",
    tags: ["purchasing", "purchase orders", "approvals", "receiving"],
    specifications: freeAppSpecifications(2.6, 1480),
    features: [
      {
        title: "Orders from your products",
        description:
          "Pick a vendor and add products with quantities and agreed prices; the order is numbered and sent from the same screen.",
      },
      {
        title: "Approval before sending",
        description:
          "Orders above the amount you set wait for an approver, and the decision is stored with the order.",
      },
      {
        title: "Receipts against orders",
        description:
          "Record what arrived line by line; partly received orders stay open with the quantities still due.",
      },
    ],
  }),
  defineApp({
    id: "vendor-management",
    name: "Vendor Management",
    ...wholesale,
    groups: ["purchasing"],
    departments: ["purchasing"],
    dependencies: ["contact-management"],
    shortDescription:
      "Vendors with their contacts, terms, documents and performance in one record.",
    description:
      "Keep each vendor's contacts, payment terms, documents and performance in one place. Invite vendors as guests to work on orders with you.",
    fullDescription:
      "Vendor Management gives each supplier a record with its contacts, payment and delivery terms, and documents such as contracts, certificates and price sheets. Buyers find what they need without searching old emails.\n\nPerformance is measured from the orders and receipts recorded against each vendor: on-time deliveries, quantities delivered against quantities ordered, and lead times. The figures show which vendors keep their promises and which need a conversation.\n\nVendors can be invited as guests. With a guest login they see only their own records, confirm orders, update delivery dates and upload documents, so both sides work from the same information.",
    altTextImage:
      "A vendor record with contacts, payment terms, documents and a delivery performance chart",
    tags: ["vendors", "suppliers", "collaboration", "purchasing"],
    specifications: freeAppSpecifications(2.3, 1310),
    features: [
      {
        title: "One record per vendor",
        description:
          "Contacts, payment and delivery terms, and documents such as contracts and certificates are kept on the vendor's record.",
      },
      {
        title: "Performance from real orders",
        description:
          "On-time delivery, fill rate and lead time are worked out from the orders and receipts recorded for each vendor.",
      },
      {
        title: "Guest logins for vendors",
        description:
          "Vendors log in as guests to confirm orders, update delivery dates and upload documents; they see only their own records.",
      },
    ],
  }),
  defineApp({
    id: "bills",
    name: "Bills",
    ...wholesale,
    groups: ["finance"],
    departments: ["finance"],
    dependencies: ["purchase-orders"],
    shortDescription:
      "Vendor bills matched to purchase orders and receipts, with due dates and status.",
    description:
      "Match each vendor bill against its purchase order and receipts before you pay. Track due dates and see which bills are open, paid or overdue.",
    fullDescription:
      "Bills records what your vendors charge you. Enter a bill or create it from a purchase order, and its lines are matched against the order and the goods received. Differences in quantity or price are flagged before anyone approves payment.\n\nEach bill carries its due date from the vendor's payment terms. A list of bills due this week and next helps finance plan payments, and overdue bills stand out.\n\nPayment status moves from open to partly paid to paid as payments are recorded, and every bill links back to the order and receipts it was matched against.",
    altTextImage: "A list of vendor bills with due dates, match results and payment status",
    tags: ["bills", "accounts payable", "matching", "payments"],
    specifications: freeAppSpecifications(1.8, 960),
    features: [
      {
        title: "Matching against orders",
        description:
          "Bill lines are compared with the purchase order and the receipts; quantity and price differences are flagged for review.",
      },
      {
        title: "Due dates from terms",
        description:
          "Due dates follow the vendor's payment terms, and a list shows the bills that fall due this week and next.",
      },
      {
        title: "Payment status",
        description:
          "Each bill shows whether it is open, partly paid, paid or overdue, with the payments recorded against it.",
      },
    ],
  }),
  defineApp({
    id: "price-lists",
    name: "Price Lists",
    ...wholesale,
    groups: ["sales"],
    departments: ["sales"],
    dependencies: ["products"],
    shortDescription:
      "Price lists for customers and customer groups, with validity dates and tiers.",
    description:
      "Give customers and customer groups their own prices. Set validity dates and tier prices that drop as the ordered quantity rises.",
    fullDescription:
      "Price Lists holds the prices you agree with customers. A list can belong to one customer or to a group, such as all dental clinics or all resellers in a region, and the right list applies when an order is entered.\n\nEach list has a start and end date, so next quarter's prices can be prepared now and take effect on the day. Expired lists stay on record for reference.\n\nTier prices set a lower unit price for larger quantities, product by product. When a customer orders, the price for that quantity is used, and anyone can check which list and tier it came from.",
    altTextImage: "A customer price list with validity dates and quantity tiers for three products",
    tags: ["pricing", "price lists", "tier pricing", "wholesale"],
    specifications: freeAppSpecifications(2.1, 1140),
    features: [
      {
        title: "Prices per customer or group",
        description:
          "Assign a list to a single customer or a group of customers; their orders pick up the right prices without manual edits.",
      },
      {
        title: "Validity dates",
        description:
          "Set start and end dates so new prices take effect on the agreed day and old ones stop without manual changes.",
      },
      {
        title: "Tier prices by quantity",
        description:
          "Lower the unit price at quantity breaks you choose, product by product, and see which tier applied on each order.",
      },
    ],
  }),
  defineApp({
    id: "group-purchasing-organization",
    name: "Group Purchasing Organization",
    shortName: "GPO",
    ...wholesale,
    groups: ["sales"],
    departments: ["sales"],
    dependencies: ["price-lists", "contact-management"],
    shortDescription:
      "GPO memberships of your customers and GPO contract prices applied on orders.",
    description:
      "Record which group purchasing organizations your customers belong to. Apply GPO contract prices on orders and see when contracts expire.",
    fullDescription:
      "Group Purchasing Organization records the GPO memberships of your customers. A hospital, clinic or practice can belong to one or more GPOs, each membership with its member number and dates.\n\nEach GPO contract lists the products it covers and their contract prices. When a member orders a covered product, the contract price is applied on the order line and the contract is named next to it, so the price can be explained later.\n\nContracts have start and end dates. The app lists contracts that expire soon, and orders placed outside a contract's validity fall back to the customer's price list.",
    altTextImage: "A GPO contract with its member customers, covered products and validity dates",
    tags: ["gpo", "contracts", "healthcare", "pricing"],
    specifications: freeAppSpecifications(1.6, 540),
    features: [
      {
        title: "Customer memberships",
        description:
          "Record which GPOs each customer belongs to, with member numbers and the dates the membership is valid.",
      },
      {
        title: "Contract prices on orders",
        description:
          "Orders from members get the GPO contract price on covered products, with the contract named on the line.",
      },
      {
        title: "Contract validity",
        description:
          "See which contracts expire soon; outside a contract's dates, orders use the customer's own price list.",
      },
    ],
  }),
  defineApp({
    id: "ndc-management",
    name: "NDC Healthcare",
    tier: "enterprise",
    price: 899,
    ...wholesale,
    industries: ["ndc-wholesale-drop-shipping", "b2b-ecommerce"],
    groups: ["inventory"],
    departments: ["inventory"],
    dependencies: ["products"],
    shortDescription: "NDC numbers, package sizes, lots and expiry dates for medical distributors.",
    description:
      "The enterprise app for medical distributors. Track NDC numbers, package sizes, lots and expiry dates, and sell wholesale or by drop shipping.",
    fullDescription:
      "NDC Healthcare is the enterprise app for distributors of medical and pharmaceutical products. Each product carries its National Drug Code (NDC) number and its package sizes, so orders, labels and documents use the codes your customers and manufacturers expect.\n\nStock is tracked by lot number and expiry date. Products that expire soon are flagged, and the lots on each delivery are recorded so a lot can be traced to the customers who received it.\n\nThe app covers both wholesale from your own stock and drop shipping of healthcare products from the vendor to the customer. NDC Healthcare is sold as an enterprise app.",
    altTextImage: "A product record with its NDC number, package sizes and lots with expiry dates",
    tags: ["ndc", "healthcare", "lot tracking", "expiry dates", "drop shipping"],
    specifications: pricedAppSpecifications(1.8, 310),
    features: [
      {
        title: "NDC numbers on products",
        description:
          "Each product carries its National Drug Code and package sizes, which appear on orders, labels and documents.",
      },
      {
        title: "Lots and expiry dates",
        description:
          "Stock is tracked by lot and expiry date; lots close to expiry are flagged and each delivery records its lots.",
      },
      {
        title: "Wholesale and drop shipping",
        description:
          "Sell healthcare products from your own stock or have the vendor ship them straight to the customer.",
      },
    ],
  }),
  defineApp({
    id: "products-inventory",
    name: "Products Inventory",
    shortName: "Inventory",
    ...wholesale,
    groups: ["inventory"],
    departments: ["inventory"],
    dependencies: ["products"],
    shortDescription: "Stock levels per location, reservations for orders and reorder points.",
    description:
      "See how much of each product is on hand at every location. Reserve stock for orders and get a reorder list when products run low.",
    fullDescription:
      "Products Inventory keeps count of what you hold. Each product shows its quantity on hand at every location, such as a warehouse, a store room or a van, and the total across all of them.\n\nWhen an order is confirmed, the stock it needs is reserved, so the same units are not promised twice. The available quantity is what is on hand minus what is reserved.\n\nReorder points set the level at which a product should be bought again. Products that fall below their point appear on a reorder list that buyers work through each day.",
    altTextImage: "A stock list showing on-hand, reserved and available quantities per location",
    tags: ["inventory", "stock", "reorder points", "reservations"],
    specifications: freeAppSpecifications(2.9, 2150),
    features: [
      {
        title: "Stock per location",
        description:
          "See on-hand quantities for each product at every location, and the total across all of them.",
      },
      {
        title: "Reservations for orders",
        description:
          "Confirmed orders reserve the stock they need, so available quantities never count the same units twice.",
      },
      {
        title: "Reorder points",
        description:
          "Set a reorder point per product; anything that drops below it appears on the reorder list for buyers.",
      },
    ],
  }),
];
