/** Starting the API load benchmark's server (`apiLoadServer.ts`) in a process of its own. */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { ParentMessage, ServerMessage } from "./apiLoadMessages";

/*
 * The server runs in a child process, not in this one: autocannon keeps a core busy sending
 * and parsing, and in one process it would share the event loop with the server, so the
 * figures would measure both at once. Forked, the server has its own event loop (and, with
 * PGlite, its own embedded database, which runs on that same loop) and the operating system
 * gives each process a core of this 2-core machine; PostgreSQL competes with both.
 */
export interface RunningServer {
  baseURL: string;
  database: string;
  /** The server process's id, for reading the CPU it uses. */
  pid: number;
  ask(message: ParentMessage): Promise<ServerMessage>;
  stop(): Promise<void>;
}

const serverFile = fileURLToPath(new URL("./apiLoadServer.ts", import.meta.url));

export function startServer(
  databaseOptions: { dataDir: string } | { url: string },
): Promise<RunningServer> {
  const child: ChildProcess = fork(serverFile, [JSON.stringify(databaseOptions)], {
    cwd: fileURLToPath(new URL(".", import.meta.url)),
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let printed = "";
  child.stdout?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (printed += chunk.toString()));

  const next = () =>
    new Promise<ServerMessage>((resolve, reject) => {
      const onExit = (code: number | null) =>
        reject(new Error(`The benchmark server stopped (exit code ${code}).\n${printed}`));
      child.once("exit", onExit);
      child.once("message", (message: ServerMessage) => {
        child.off("exit", onExit);
        if (message.kind === "failed") reject(new Error(`${message.message}\n${printed}`));
        else resolve(message);
      });
    });

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.send({ kind: "stop" } satisfies ParentMessage);
    await exited;
    clearTimeout(killer);
  };

  return next().then(
    (message) => {
      if (message.kind !== "listening") throw new Error(`Unexpected ${message.kind}`);
      return {
        baseURL: `http://127.0.0.1:${message.port}`,
        database: message.database,
        pid: child.pid!,
        ask: (question) => {
          const answer = next();
          child.send(question);
          return answer;
        },
        stop,
      };
    },
    async (error: Error) => {
      await stop();
      throw error;
    },
  );
}
