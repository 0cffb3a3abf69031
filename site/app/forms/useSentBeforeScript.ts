import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import {
  NEEDS_SCRIPT_ATTRIBUTE,
  SCRIPT_RUNS_ATTRIBUTE,
  SENT_BEFORE_SCRIPT_ATTRIBUTE,
} from "./sentBeforeScript";

/**
 * Sends a served form that the visitor sent before the page's script ran (the head's script
 * held it: see `sentBeforeScript.ts`), once the form runs, after what was typed before is kept
 * (`useTypedBeforeScript`). Answers the attribute to spread on the form, which marks it as
 * one that only its script can send.
 */
export function useSentBeforeScript(formRef: RefObject<HTMLFormElement | null>) {
  const [resend, setResend] = useState(false);
  // Once: the form is rendered with the component and lives as long as it does.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.setAttribute(SCRIPT_RUNS_ATTRIBUTE, "");
    if (form.hasAttribute(SENT_BEFORE_SCRIPT_ATTRIBUTE)) {
      form.removeAttribute(SENT_BEFORE_SCRIPT_ATTRIBUTE);
      setResend(true);
    }
  }, [formRef]);
  // After the render that holds the kept typing, so the form sends what the visitor typed.
  const resent = useRef(false);
  useEffect(() => {
    if (!resend || resent.current) return;
    resent.current = true;
    formRef.current?.requestSubmit();
  }, [resend, formRef]);
  return { [NEEDS_SCRIPT_ATTRIBUTE]: "" };
}
