import { isbot } from "isbot";
import { COMPANY_IDENTIFICATION_SCRIPT_DELAY_MS, CONSENT_SCRIPT_DELAY_MS } from "../config/timing";
import { loadExternalScript } from "./loadExternalScript";
import {
  NO_THIRD_PARTY_SCRIPTS,
  THIRD_PARTY_SCRIPTS_PATH,
  type ThirdPartyScripts,
} from "./thirdPartyScripts";

/**
 * Loads the deployment's company-identification script 0.5 s and its consent script 10 s
 * after the app started (`startedAt`, a `performance.now()` time), never for a crawler (isbot
 * on the browser's user agent), and nothing where the deployment sets none. Returns a
 * function that cancels what has not loaded yet.
 */
export function startThirdPartyScripts(
  startedAt: number,
  userAgent: string = navigator.userAgent,
): () => void {
  if (isbot(userAgent)) return () => {};

  const scripts = fetchThirdPartyScripts();
  const later = (pick: (scripts: ThirdPartyScripts) => string | null, delayMs: number) =>
    setTimeout(
      () => {
        void scripts.then((found) => {
          const src = pick(found);
          if (!src) return;
          loadExternalScript(src).catch((error: unknown) => console.warn(String(error)));
        });
      },
      Math.max(0, startedAt + delayMs - performance.now()),
    );

  const timers = [
    later((found) => found.companyIdentification, COMPANY_IDENTIFICATION_SCRIPT_DELAY_MS),
    later((found) => found.consent, CONSENT_SCRIPT_DELAY_MS),
  ];
  return () => timers.forEach(clearTimeout);
}

async function fetchThirdPartyScripts(): Promise<ThirdPartyScripts> {
  try {
    const response = await fetch(THIRD_PARTY_SCRIPTS_PATH, {
      headers: { accept: "application/json" },
    });
    if (!response.ok) return NO_THIRD_PARTY_SCRIPTS;
    const body = (await response.json()) as Partial<ThirdPartyScripts>;
    return {
      companyIdentification:
        typeof body.companyIdentification === "string" ? body.companyIdentification : null,
      consent: typeof body.consent === "string" ? body.consent : null,
    };
  } catch {
    return NO_THIRD_PARTY_SCRIPTS;
  }
}
