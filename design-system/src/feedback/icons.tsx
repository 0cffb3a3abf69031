import * as styles from "./icons.css";

// Decorative icons of the feedback components: the text beside them or a label speaks for them.
const common = {
  viewBox: "0 0 20 20",
  "aria-hidden": true,
  focusable: false,
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export function CloseIcon() {
  return (
    <svg {...common} className={styles.icon}>
      <path d="M5 5l10 10M15 5L5 15" />
    </svg>
  );
}

export function InfoIcon() {
  return (
    <svg {...common} className={styles.iconMedium}>
      <circle cx="10" cy="10" r="8" />
      <path d="M10 9v5M10 6.2v.1" />
    </svg>
  );
}

export function WarningIcon() {
  return (
    <svg {...common} className={styles.iconMedium}>
      <path d="M10 2.8l8 14.2H2z" />
      <path d="M10 8v4M10 14.6v.1" />
    </svg>
  );
}
