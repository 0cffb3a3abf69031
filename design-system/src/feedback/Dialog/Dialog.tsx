import * as RadixDialog from "@radix-ui/react-dialog";
import { cva, cx } from "class-variance-authority";
import type { ComponentPropsWithoutRef, RefAttributes } from "react";
import { IconButton } from "../../actions/IconButton";
import { Icon } from "../../media/Icon";
import { Heading } from "../../typography/Heading";
import { Text } from "../../typography/Text";
import * as styles from "./Dialog.css";

/** Widths of a dialog: small for a question, medium for a form or longer text. */
export const dialogSizes = ["small", "medium"] as const;
export type DialogSize = (typeof dialogSizes)[number];

const dialogDefaults = { size: "small", withClose: true } as const;

export const dialogVariants = cva(styles.content, {
  variants: { size: styles.size, withClose: { true: styles.withClose, false: "" } },
  defaultVariants: dialogDefaults,
});

// Root, Trigger and Close are Radix's own, wrapped only so each has a name of its own.

/** Holds the open state; `open`/`onOpenChange` to control it, `defaultOpen` to start open. */
export function Root(props: RadixDialog.DialogProps) {
  return <RadixDialog.Root {...props} />;
}

export interface TriggerProps
  extends ComponentPropsWithoutRef<typeof RadixDialog.Trigger>, RefAttributes<HTMLButtonElement> {}

/** The button that opens the dialog (use `asChild` with a Button); focus returns to it on close. */
export function Trigger(props: TriggerProps) {
  return <RadixDialog.Trigger {...props} />;
}

export interface CloseProps
  extends ComponentPropsWithoutRef<typeof RadixDialog.Close>, RefAttributes<HTMLButtonElement> {}

/** Closes the dialog; use `asChild` with a Button. */
export function Close(props: CloseProps) {
  return <RadixDialog.Close {...props} />;
}

export interface ContentProps
  extends ComponentPropsWithoutRef<typeof RadixDialog.Content>, RefAttributes<HTMLDivElement> {
  /** Width of the dialog. */
  size?: DialogSize;
  /** Accessible label of the close button in the corner. */
  closeLabel?: string;
  /** Hides the close button in the corner (keep another way to close, like a Cancel button). */
  hideClose?: boolean;
}

/** The dialog box over a dimmed page, with focus trapped inside and Escape to close. */
export function Content({
  size,
  closeLabel = "Close",
  hideClose = false,
  className,
  children,
  ...props
}: ContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        data-size={size ?? dialogDefaults.size}
        {...props}
        className={dialogVariants({ size, withClose: !hideClose, className })}
      >
        {children}
        {!hideClose && (
          <RadixDialog.Close asChild>
            <IconButton label={closeLabel} size="small" className={styles.close}>
              <Icon name="close" size="small" />
            </IconButton>
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export interface TitleProps
  extends ComponentPropsWithoutRef<typeof RadixDialog.Title>, RefAttributes<HTMLHeadingElement> {}

/** The dialog's name: a level-2 heading that labels it. */
export function Title({ className, ...props }: TitleProps) {
  return (
    <RadixDialog.Title asChild>
      <Heading level={2} size="medium" {...props} className={cx(styles.title, className)} />
    </RadixDialog.Title>
  );
}

export interface DescriptionProps
  extends
    ComponentPropsWithoutRef<typeof RadixDialog.Description>,
    RefAttributes<HTMLParagraphElement> {}

/** A sentence under the title that describes the dialog to assistive technology. */
export function Description(props: DescriptionProps) {
  return (
    <RadixDialog.Description asChild>
      <Text tone="muted" {...props} />
    </RadixDialog.Description>
  );
}

export interface ActionsProps
  extends ComponentPropsWithoutRef<"div">, RefAttributes<HTMLDivElement> {}

/** The row of buttons at the bottom, the main action last. */
export function Actions({ className, ...props }: ActionsProps) {
  return <div {...props} className={cx(styles.actions, className)} />;
}

Root.displayName = "Dialog.Root";
Trigger.displayName = "Dialog.Trigger";
Close.displayName = "Dialog.Close";
Content.displayName = "Dialog.Content";
Title.displayName = "Dialog.Title";
Description.displayName = "Dialog.Description";
Actions.displayName = "Dialog.Actions";
