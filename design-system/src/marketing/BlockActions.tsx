import { Button } from "../actions/Button";
import { Inline, type InlineProps } from "../layout/Inline";
import type { MarketingAction } from "./types";

export interface BlockActionsProps extends Omit<InlineProps, "children"> {
  /** The main action, drawn as the primary button. */
  primary?: MarketingAction | undefined;
  /** A second, lesser action. */
  secondary?: MarketingAction | undefined;
}

/** The one or two call-to-action buttons of a hero or a call-to-action band. */
export function BlockActions({ primary, secondary, ...props }: BlockActionsProps) {
  if (!primary && !secondary) return null;
  return (
    <Inline gap="small" {...props}>
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
