import { cx } from "class-variance-authority";
import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type RefAttributes,
} from "react";
import { Icon } from "../../media/Icon";
import { VisuallyHidden } from "../../typography/VisuallyHidden";
import { MenuLink } from "../MegaMenu/MenuLink";
import * as styles from "./LanguageSwitch.css";

/** One language the page can be read in. */
export interface LanguageChoice {
  /** Its code: the link's `lang` and `hreflang` (`de`). */
  locale: string;
  /** Its name in itself: Deutsch, Français, English. */
  name: string;
  /** Where the page is in that language, or that language's home when the page is not. */
  href: string;
  /** The language the page is in; its entry is marked `aria-current`. */
  current?: boolean;
}

export interface LanguageSwitchProps
  extends Omit<ComponentPropsWithoutRef<"details">, "children">, RefAttributes<HTMLDetailsElement> {
  /** The languages, in the order they are offered; one of them is the current. */
  languages: LanguageChoice[];
  /** Names the control and its list, before the current language's name ("Language: English"). */
  label?: string;
}

/**
 * A choice of the page's language: a disclosure (`<details>`) whose button names the current
 * language and whose list links to the page in each language, each named in itself, the current
 * marked `aria-current`. It works before any script runs; with it, Escape, a choice or a click
 * elsewhere closes the list.
 */
export function LanguageSwitch({
  languages,
  label = "Language",
  className,
  onToggle,
  ref,
  ...props
}: LanguageSwitchProps) {
  const own = useRef<HTMLDetailsElement | null>(null);
  const [open, setOpen] = useState(false);
  const current = languages.find((language) => language.current) ?? languages[0];

  useEffect(() => {
    const details = own.current;
    if (!open || !details) return;
    const closeOutside = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) details.open = false;
    };
    // Escape closes the list, not a menu or dialog the switch sits in, and focus goes back to
    // its button. (Listened for on the element: the disclosure itself is not a control.)
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    details.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      details.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return (
    <details
      data-slot="language-switch"
      {...props}
      ref={(element) => {
        own.current = element;
        if (typeof ref === "function") return ref(element);
        if (ref) ref.current = element;
      }}
      className={cx(styles.base, className)}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
        onToggle?.(event);
      }}
    >
      <summary className={styles.summary}>
        <Icon name="globe" size="small" />
        <VisuallyHidden>{label}: </VisuallyHidden>
        {current ? <span lang={current.locale}>{current.name}</span> : null}
        <span className={styles.chevron}>
          <Icon name="chevron-down" size="small" />
        </span>
      </summary>
      <ul className={styles.list} aria-label={label}>
        {languages.map((language) => (
          <li key={language.locale}>
            <MenuLink
              href={language.href}
              lang={language.locale}
              hrefLang={language.locale}
              aria-current={language.current ? "true" : undefined}
              className={styles.link}
              onClick={() => {
                if (own.current) own.current.open = false;
              }}
            >
              {language.name}
              {language.current ? <Icon name="check" size="small" /> : null}
            </MenuLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
