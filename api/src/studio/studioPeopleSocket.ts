import {
  emailAddressSchema,
  studioPersonNameSchema,
  studioRoleSchema,
  type StudioPerson,
  type StudioTranslationReport,
} from "@workcraft/domain/schemas";
import { chmodSync, rmSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { join } from "node:path";
import { z } from "zod";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import { addStudioPerson, type NewStudioPerson } from "./studioPeople";
import { studioTranslationReport } from "./studioPageTranslations";

/*
 * PGlite lets one process at a time open its data folder, and the running server holds it, so
 * `npm run studio:add-user` could not add anyone while the site ran: the default set-up a newcomer
 * starts with. The server therefore listens on a Unix socket in the data folder, and the command
 * hands it the person when the folder is taken. The socket is the owner's alone (0600), as the
 * database files beside it are: whoever may use it could edit those files anyway. With
 * PostgreSQL the command opens the database itself, as any number of copies do.
 * `npm run studio:translation-report` reads its report through the same socket.
 */

/** The socket's file in a PGlite data folder. */
export const STUDIO_PEOPLE_SOCKET = "studio-people.sock";

/** The most a request may send: one person is far less. */
const MAX_REQUEST_CHARACTERS = 4096;

const socketRequestSchema = z.strictObject({
  email: emailAddressSchema,
  name: studioPersonNameSchema.nullable(),
  role: studioRoleSchema,
});

/** What `npm run studio:translation-report` asks for. */
const translationReportRequestSchema = z.strictObject({ ask: z.literal("translation-report") });
const TRANSLATION_REPORT_REQUEST = { ask: "translation-report" } as const;

type SocketAnswer =
  { person: StudioPerson } | { report: StudioTranslationReport } | { error: string };

/**
 * Listens in `dataDir` (a PGlite data folder this process holds) for people to add; resolves
 * with a function that stops listening and removes the socket.
 */
export async function listenForStudioPeople(
  dataDir: string,
  db: AppDatabase,
): Promise<() => Promise<void>> {
  const path = join(dataDir, STUDIO_PEOPLE_SOCKET);
  // This process holds the folder's lock: a socket file left there is a stopped server's.
  rmSync(path, { force: true });
  const answer = async (text: string): Promise<SocketAnswer> => {
    let request: unknown;
    try {
      request = JSON.parse(text);
    } catch {
      return { error: "The request is not JSON." };
    }
    if (translationReportRequestSchema.safeParse(request).success) {
      return studioTranslationReport(db).then(
        (report) => ({ report }),
        (error: unknown) => {
          console.error("[studio] the translation report for the command line failed:", error);
          return { error: "The server could not read the report; its output says why." };
        },
      );
    }
    const person = socketRequestSchema.safeParse(request);
    if (!person.success) return { error: person.error.issues[0]?.message ?? "Not valid." };
    try {
      return { person: await addStudioPerson(db, person.data, null) };
    } catch (error) {
      if (error instanceof ApiError) return { error: error.message };
      console.error("[studio] adding a person from the command line failed:", error);
      return { error: "The server could not add the person; its output says why." };
    }
  };
  const server = createServer((socket) => {
    let text = "";
    socket.setEncoding("utf8");
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk: string) => {
      text += chunk;
      if (text.length > MAX_REQUEST_CHARACTERS) {
        socket.destroy();
        return;
      }
      const end = text.indexOf("\n");
      if (end < 0) return;
      socket.pause();
      void answer(text.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => {
      server.off("error", reject);
      resolve();
    });
  });
  chmodSync(path, 0o600);
  server.unref();
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(path, { force: true });
    });
}

/**
 * Sends `request` to the server that holds `dataDir`; resolves with its answer. Rejects with the
 * socket's error (`code` ENOENT or ECONNREFUSED) when no server listens there.
 */
function askServer(dataDir: string, request: unknown): Promise<SocketAnswer> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(join(dataDir, STUDIO_PEOPLE_SOCKET));
    let text = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      try {
        resolve(JSON.parse(text) as SocketAnswer);
      } catch {
        reject(new Error("The server's answer was cut short."));
      }
    });
  });
}

/**
 * Asks the server that holds `dataDir` to add `person`; resolves with the person added. Rejects
 * with an `ApiError`'s message as an `Error` when the server refuses, and with the socket's error
 * (`code` ENOENT or ECONNREFUSED) when no server listens there.
 */
export async function addStudioPersonThroughServer(
  dataDir: string,
  person: NewStudioPerson,
): Promise<StudioPerson> {
  const reply = await askServer(dataDir, person);
  if ("person" in reply) return reply.person;
  throw new Error("error" in reply ? reply.error : "The server answered something else.");
}

/** Asks the server that holds `dataDir` for the translation report, as `askServer` rejects. */
export async function translationReportThroughServer(
  dataDir: string,
): Promise<StudioTranslationReport> {
  const reply = await askServer(dataDir, TRANSLATION_REPORT_REQUEST);
  if ("report" in reply) return reply.report;
  throw new Error("error" in reply ? reply.error : "The server answered something else.");
}
