import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

export const CONTENT_SECURITY_POLICY = "Content-Security-Policy";

/**
 * The security headers of every answer of the server: pages, files and API alike.
 *
 * Hono's `secureHeaders` sets the fixed ones. The Content-Security-Policy is set here instead,
 * after the answer is made, because it depends on the answer: a prerendered page's policy
 * lists the hashes of that file's scripts, known only once the static file server has found
 * the file, and a page rendered on request carries its own nonce. Those set their policy
 * themselves; every other answer gets `defaultPolicy`, which allows no inline script at all.
 */
export function securityHeaders(defaultPolicy: string): MiddlewareHandler[] {
  return [
    secureHeaders({
      // A year, subdomains included; browsers ignore it over plain HTTP.
      strictTransportSecurity: "max-age=31536000; includeSubDomains",
      xContentTypeOptions: "nosniff",
      referrerPolicy: "strict-origin-when-cross-origin",
      // As `frame-ancestors 'none'`, for browsers that only know the older header.
      xFrameOptions: "DENY",
      // The logo, media kit and images are public and may be shown by other sites and in
      // e-mails. Nothing private is read without a token header, which a plain cross-site
      // request (an <img> or <script> of another site) cannot send.
      crossOriginResourcePolicy: false,
      // No page of the site uses these; nothing embedded in it may either.
      permissionsPolicy: {
        accelerometer: [],
        camera: [],
        displayCapture: [],
        geolocation: [],
        gyroscope: [],
        hid: [],
        magnetometer: [],
        microphone: [],
        midi: [],
        payment: [],
        serial: [],
        usb: [],
      },
      // Nothing else sets these, but an answer that chose its own keeps it.
      overwrite: false,
    }),
    async (c, next) => {
      await next();
      if (!c.res.headers.has(CONTENT_SECURITY_POLICY)) {
        c.res.headers.set(CONTENT_SECURITY_POLICY, defaultPolicy);
      }
    },
  ];
}
