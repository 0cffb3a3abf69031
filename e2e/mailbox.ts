import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A mail as the server received it: its subject, its text (quoted-printable decoded), and its
 * header fields by lower-cased name, each unfolded onto one line.
 */
export interface ReceivedMail {
  subject: string;
  text: string;
  headers: ReadonlyMap<string, string>;
}

/** Quoted-printable, as mailers write long lines: soft breaks joined, `=XX` bytes decoded. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/gu, "");
  const bytes = joined.replace(/=([0-9A-F]{2})/gu, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** A mail's header fields by lower-cased name, folded lines joined (RFC 5322 unfolding). */
function headerFields(head: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/gu, " ").split(/\r?\n/u)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return fields;
}

function parseMail(raw: string): ReceivedMail {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/u);
  const body = rest.join("\n\n");
  const headers = headerFields(head);
  const subject = headers.get("subject") ?? "";
  const quoted = /^Content-Transfer-Encoding: quoted-printable/imu.test(head);
  return { subject, text: quoted ? decodeQuotedPrintable(body) : body, headers };
}

/**
 * A real SMTP server on the loopback address that keeps the mail it receives, by recipient, for
 * tests to read: the server under test sends through it as it would through any mail relay.
 */
export async function startMailbox() {
  const mail = new Map<string, ReceivedMail[]>();
  let arrived = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        const received = parseMail(raw);
        for (const { address } of session.envelope.rcptTo) {
          mail.set(address, [...(mail.get(address) ?? []), received]);
        }
        arrived();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  /** The first mail to `address` not read yet, waiting for it if need be. */
  async function nextMailTo(address: string): Promise<ReceivedMail> {
    for (;;) {
      const waiting = mail.get(address) ?? [];
      if (waiting.length > 0) return waiting.shift()!;
      await new Promise<void>((resolve) => (arrived = resolve));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    nextMailTo,
    /** How many mails to `address` wait unread. */
    unread: (address: string) => (mail.get(address) ?? []).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
