import { Button } from "../actions/Button";
import { Inline, type InlineAlignment } from "../layout/Inline";
import type { MarketingAction } from "./types";

export interface BlockActionsProps {
  /** The main action, drawn as the primary button. */
  primary?: MarketingAction | undefined;
  /** A second, lesser action. */
  secondary?: MarketingAction | undefined;
  /** Where the buttons sit in the row. */
  align?: InlineAlignment;
}

/** The one or two call-to-action buttons of a hero or a call-to-action band. */
export function BlockActions({ primary, secondary, align = "start" }: BlockActionsProps) {
  if (!primary && !secondary) return null;
  return (
    <Inline gap="small" align={align}>
      {primary && (
        <Button href={primary.href} size="large">
          {primary.label}
        </Button>
      )}
      {secondary && (
        <Button href={secondary.href} variant="secondary" size="large">
          {secondary.label}
        </Button>
      )}
    </Inline>
  );
}
