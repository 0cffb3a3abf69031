import { cva } from "class-variance-authority";
import type { ComponentPropsWithoutRef, ReactNode, RefAttributes } from "react";
import { Heading, type HeadingLevel } from "../../typography/Heading";
import { VisuallyHidden } from "../../typography/VisuallyHidden";
import * as styles from "./PriceSummary.css";

export const priceSummaryDensities = ["comfortable", "compact"] as const;
export type PriceSummaryDensity = (typeof priceSummaryDensities)[number];

const priceSummaryDefaults = { density: "comfortable" } as const;

export const priceSummaryVariants = cva(styles.base, {
  variants: { density: styles.density },
  defaultVariants: priceSummaryDefaults,
});

/** The cart summary's detail rows, in the order shown (the totals follow them). */
export const priceSummaryFields = [
  "pricePerUser",
  "numberOfUsers",
  "guests",
  "pricePerAdditionalGuestUser",
  "documentsIncluded",
  "pricePerDocumentsWithEachManagedSubscription",
  "pricePerAdditionalDocuments",
  "storage",
  "pricePerAdditionalStorage",
  "appsIncluded",
] as const;
export type PriceSummaryField = (typeof priceSummaryFields)[number];

export type PriceSummaryLabels = Record<
  PriceSummaryField | "totalMonthlyCost" | "totalYearlyCost",
  string
>;

/** The English terms of each row; pass `labels` to change some. */
export const priceSummaryLabels: PriceSummaryLabels = {
  pricePerUser: "Price per user",
  numberOfUsers: "Users included",
  guests: "Guest users included",
  pricePerAdditionalGuestUser: "Price per additional guest user",
  documentsIncluded: "Documents included",
  pricePerDocumentsWithEachManagedSubscription: "Documents price with each managed subscription",
  pricePerAdditionalDocuments: "Price per additional documents",
  storage: "Storage included",
  pricePerAdditionalStorage: "Price per additional storage",
  appsIncluded: "Apps included",
  totalMonthlyCost: "Monthly total",
  totalYearlyCost: "Yearly total",
};

export interface PriceSummaryProps
  extends Omit<ComponentPropsWithoutRef<"div">, "children">, RefAttributes<HTMLDivElement> {
  /** Price of each managed workspace user, formatted ("$12"). */
  pricePerUser?: string;
  /** Users included with each managed subscription ("5"). */
  numberOfUsers?: string;
  /** Guest users included ("1,000"). */
  guests?: string;
  /** Price of each guest user beyond those included ("$1"). */
  pricePerAdditionalGuestUser?: string;
  /** Documents included, in full ("10,000"). */
  documentsIncluded?: string;
  /** The short form of the documents included ("10k"), shown in the compact density. */
  documentsIncludedShort?: string;
  /** Price of documents with each managed subscription ("$12 per 100k"). */
  pricePerDocumentsWithEachManagedSubscription?: string;
  /** Price of documents beyond those included ("$12 per 100k"). */
  pricePerAdditionalDocuments?: string;
  /** Storage included, as text ("1 GB"). */
  storage?: string;
  /** Price of storage beyond that included ("$9 per GB"). */
  pricePerAdditionalStorage?: string;
  /** How many apps are included ("31"). */
  appsIncluded?: string;
  /** The total per month, formatted ("$394"). */
  totalMonthlyCost: string;
  /** The total per year, formatted ("$4,728"): the caller computes 12 times the monthly. */
  totalYearlyCost: string;
  /** Replaces some of the English row terms. */
  labels?: Partial<PriceSummaryLabels>;
  /** A heading above the summary. */
  heading?: ReactNode;
  /** The heading's rank in the page outline. */
  headingLevel?: HeadingLevel;
  /** Row spacing; compact also shows the short form of the documents included. */
  density?: PriceSummaryDensity;
}

/** A cart's price summary: what each subscription includes and costs, then the totals. */
export function PriceSummary({
  totalMonthlyCost,
  totalYearlyCost,
  documentsIncludedShort,
  labels,
  heading,
  headingLevel = 3,
  density,
  className,
  ...rest
}: PriceSummaryProps) {
  const terms = { ...priceSummaryLabels, ...labels };
  // The summary's rows come from its field list; everything else goes to the element.
  const fieldNames: ReadonlySet<string> = new Set(priceSummaryFields);
  const values = rest as Partial<Record<PriceSummaryField, string>>;
  const props = Object.fromEntries(
    Object.entries(rest).filter(([name]) => !fieldNames.has(name)),
  ) as ComponentPropsWithoutRef<"div">;
  const compact = density === "compact";

  const detailOf = (field: PriceSummaryField, value: string) =>
    field === "documentsIncluded" && compact && documentsIncludedShort !== undefined ? (
      <>
        <span aria-hidden="true">{documentsIncludedShort}</span>
        <VisuallyHidden>{value}</VisuallyHidden>
      </>
    ) : (
      value
    );

  return (
    <div
      data-density={density ?? priceSummaryDefaults.density}
      className={priceSummaryVariants({ density, className })}
      {...props}
    >
      {heading !== undefined && (
        <Heading level={headingLevel} size="small">
          {heading}
        </Heading>
      )}
      <dl className={styles.list}>
        {priceSummaryFields.map((field) => {
          const value = values[field];
          if (value === undefined) return null;
          return (
            <div key={field} className={styles.row} data-field={field}>
              <dt className={styles.term}>{terms[field]}</dt>
              <dd className={styles.detail}>{detailOf(field, value)}</dd>
            </div>
          );
        })}
      </dl>
      <dl className={styles.totals} data-totals="">
        <div className={styles.totalRow} data-field="totalMonthlyCost">
          <dt className={styles.totalTerm}>{terms.totalMonthlyCost}</dt>
          <dd className={styles.monthlyTotal}>{totalMonthlyCost}</dd>
        </div>
        <div className={styles.totalRow} data-field="totalYearlyCost">
          <dt className={styles.totalTerm}>{terms.totalYearlyCost}</dt>
          <dd className={styles.yearlyTotal}>{totalYearlyCost}</dd>
        </div>
      </dl>
    </div>
  );
}
