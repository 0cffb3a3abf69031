/**
 * The one place the site adds a script from another host to the page: every such URL comes
 * from `ThirdPartyScripts`, so a Content-Security-Policy can list exactly their origins
 * (`thirdPartyScriptOrigins`). Resolves when the script has loaded; rejects if it fails.
 */
export function loadExternalScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.addEventListener("load", () => resolve(), { once: true });
    script.addEventListener("error", () => reject(new Error(`${src} failed to load`)), {
      once: true,
    });
    document.head.append(script);
  });
}
