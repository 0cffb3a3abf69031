import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as a real SMTP server received it: its envelope, header fields and text. */
export interface ReceivedMessage {
  to: string[];
  raw: string;
  /** Header fields by lower-cased name, folded lines unfolded. */
  headers: Map<string, string>;
  subject: string;
  /** The body, quoted-printable decoded when it was so encoded. */
  text: string;
}

/** Quoted-printable, as mailers write long lines: soft breaks joined, `=XX` bytes decoded. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/gu, "");
  const bytes = joined.replace(/=([0-9A-F]{2})/gu, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** A header's encoded words (RFC 2047, `=?UTF-8?Q?…?=` or `?B?`) decoded, as a mail client shows it. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/gu, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/giu, (_, coding: string, text: string) =>
      coding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/gu, " ")),
    );
}

/** A raw message read: its header fields (unfolded) and its text. */
export function readMessage(to: string[], raw: string): ReceivedMessage {
  const end = raw.search(/\r?\n\r?\n/u);
  const head = raw.slice(0, end).replace(/\r?\n[ \t]+/gu, " ");
  const body = raw
    .slice(end)
    .replace(/^\r?\n\r?\n/u, "")
    .replace(/\r\n/gu, "\n");
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/u)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const quoted = /quoted-printable/iu.test(headers.get("content-transfer-encoding") ?? "");
  return {
    to,
    raw,
    headers,
    subject: decodeHeader(headers.get("subject") ?? ""),
    text: quoted ? decodeQuotedPrintable(body) : body,
  };
}

/** What the test server answers a recipient: accepted, or refused with an SMTP reply code. */
export type RecipientAnswer = "accept" | { code: number; message: string };

/**
 * A real SMTP server on a free loopback port that keeps what it receives, for tests to read.
 * `answerRecipient` says how it answers each `RCPT TO` (accepted unless told).
 */
export async function startSmtpMailbox(
  answerRecipient: (address: string) => RecipientAnswer = () => "accept",
) {
  const received: ReceivedMessage[] = [];
  let read = 0;
  let arrived = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const answer = answerRecipient(address.address);
      if (answer === "accept") return callback();
      const error = new Error(answer.message) as Error & { responseCode: number };
      error.responseCode = answer.code;
      return callback(error);
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        received.push(
          readMessage(
            session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
          ),
        );
        arrived();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Every message received so far. */
    received,
    /** The next message not read yet, waiting for it to arrive if need be. */
    async next(): Promise<ReceivedMessage> {
      while (received.length <= read) await new Promise<void>((resolve) => (arrived = resolve));
      return received[read++]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
