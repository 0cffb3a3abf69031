import { cx } from "class-variance-authority";
import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type RefAttributes,
  type ReactNode,
} from "react";
import { control } from "../Field/control.css";
import * as fieldStyles from "../Field/Field.css";
import { FieldError } from "../Field/FieldError";
import { dataFlag } from "../../styles/dataAttributes";
import * as styles from "./OneTimeCodeInput.css";

type DivProps = Omit<ComponentPropsWithoutRef<"div">, "onChange" | "defaultValue" | "children">;

export interface OneTimeCodeInputProps extends DivProps, RefAttributes<HTMLDivElement> {
  /** The visible name of the group of boxes, e.g. "Verification code". */
  label: ReactNode;
  /** How many digits the code has. */
  length?: number;
  /** Digits shown at first. */
  defaultValue?: string;
  /** Called with the digits entered so far, in box order, on every change. */
  onChange?: (code: string) => void;
  /** Called with the whole code once every box holds a digit. */
  onComplete?: (code: string) => void;
  /** Help under the label, read as the description of every box. */
  hint?: ReactNode;
  /** What is wrong with the code; marks every box invalid. */
  error?: ReactNode;
  /** The boxes cannot be used. */
  disabled?: boolean;
  /** Submits the code under this name with a form (through a hidden input). */
  name?: string;
  /** The accessible label of each box, from its position (from 1) and the code length. */
  digitLabel?: (position: number, length: number) => string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, "");
const defaultDigitLabel = (position: number, length: number) => `Digit ${position} of ${length}`;

/** A one-time code typed, pasted or auto-filled into one box per digit. */
export function OneTimeCodeInput({
  label,
  length = 6,
  defaultValue = "",
  onChange,
  onComplete,
  hint,
  error,
  disabled = false,
  name,
  digitLabel = defaultDigitLabel,
  className,
  "aria-describedby": ownDescribedBy,
  ...props
}: OneTimeCodeInputProps) {
  const baseId = useId();
  const [entered, setEntered] = useState(() => [...onlyDigits(defaultValue)]);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length }, (_, index) => entered[index] ?? "");
  const invalid = Boolean(error);
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const describedBy = cx(hintId, errorId) || undefined;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[]) => {
    setEntered(next);
    const code = next.join("");
    onChange?.(code);
    if (next.every(Boolean)) onComplete?.(code);
  };

  /** Puts digits in from a box onwards; a whole code goes in from the first box. */
  const fill = (index: number, text: string) => {
    const incoming = [...onlyDigits(text)];
    if (incoming.length === 0) return;
    const start = incoming.length >= length ? 0 : index;
    const next = [...digits];
    incoming.slice(0, length - start).forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    commit(next);
    focusBox(start + incoming.length);
  };

  const clear = (index: number) => {
    const next = [...digits];
    next[index] = "";
    commit(next);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    const move: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: length - 1,
    };
    if (key in move) {
      event.preventDefault();
      focusBox(move[key] ?? index);
    } else if (key === "Backspace") {
      event.preventDefault();
      // Clears this box, or the one before when this one is already empty, and steps back.
      const target = digits[index] ? index : index - 1;
      if (target >= 0) clear(target);
      focusBox(index - 1);
    } else if (key === "Delete") {
      event.preventDefault();
      if (digits[index]) clear(index);
    } else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Every printable key is handled here: digits fill the box, anything else is ignored.
      event.preventDefault();
      fill(index, key);
    }
  };

  // Reached by auto-fill and by virtual keyboards that send no key name.
  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.target;
    const incoming = onlyDigits(value);
    if (incoming.length >= length) fill(index, incoming);
    else {
      const caret = selectionStart ?? value.length;
      fill(index, value.slice(Math.max(0, caret - 1), caret));
    }
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData("text"));
  };

  return (
    <div
      role="group"
      aria-labelledby={`${baseId}-label`}
      aria-describedby={cx(describedBy, ownDescribedBy) || undefined}
      data-invalid={dataFlag(invalid)}
      data-disabled={dataFlag(disabled)}
      data-complete={dataFlag(digits.every(Boolean))}
      {...props}
      className={cx(styles.root, className)}
    >
      <div id={`${baseId}-label`} className={fieldStyles.label}>
        {label}
      </div>
      {hint && (
        <div id={hintId} className={fieldStyles.hint}>
          {hint}
        </div>
      )}
      <div className={styles.boxes}>
        {digits.map((digit, index) => (
          <input
            // The boxes are positions: their order never changes.
            key={index}
            ref={(box) => {
              boxes.current[index] = box;
            }}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            aria-label={digitLabel(index + 1, length)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            data-invalid={dataFlag(invalid)}
            disabled={disabled}
            value={digit}
            onKeyDown={handleKeyDown(index)}
            onChange={handleChange(index)}
            onPaste={handlePaste(index)}
            onFocus={(event) => event.target.select()}
            className={cx(control, styles.digit)}
          />
        ))}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {name && <input type="hidden" name={name} value={digits.join("")} />}
    </div>
  );
}
