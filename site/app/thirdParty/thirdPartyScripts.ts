/**
 * The third-party scripts the site may load (spec section 9), set per deployment by
 * environment variables on the server and read by the browser at run time, so one build
 * serves any deployment. None is set by default: then nothing loads.
 */
export interface ThirdPartyScripts {
  /** The company-identification script (`COMPANY_ID_SCRIPT_URL`), or null. */
  companyIdentification: string | null;
  /** The consent script (`CONSENT_SCRIPT_URL`), or null. */
  consent: string | null;
}

/** Where the server answers the deployment's third-party script URLs as JSON. */
export const THIRD_PARTY_SCRIPTS_PATH = "/third-party-scripts.json";

/** No third-party script: the default, and what a crawler or a failed look-up gets. */
export const NO_THIRD_PARTY_SCRIPTS: ThirdPartyScripts = {
  companyIdentification: null,
  consent: null,
};

/**
 * Reads the script URLs from the environment. An empty variable means none; anything but an
 * absolute http(s) URL is refused with an error naming the variable, so a typo fails at start.
 */
export function thirdPartyScriptsFromEnvironment(
  environment: Record<string, string | undefined>,
): ThirdPartyScripts {
  return {
    companyIdentification: scriptUrl(environment, "COMPANY_ID_SCRIPT_URL"),
    consent: scriptUrl(environment, "CONSENT_SCRIPT_URL"),
  };
}

/** The origins the scripts load from, for a Content-Security-Policy's `script-src`. */
export function thirdPartyScriptOrigins(scripts: ThirdPartyScripts): string[] {
  const urls = [scripts.companyIdentification, scripts.consent].filter((url) => url !== null);
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

function scriptUrl(
  environment: Record<string, string | undefined>,
  variable: string,
): string | null {
  const value = environment[variable]?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable} must be an absolute http(s) URL; it is "${value}".`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`${variable} must be an absolute http(s) URL; it is "${value}".`);
  }
  return url.href;
}
