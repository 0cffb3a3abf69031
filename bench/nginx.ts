/**
 * nginx as the yardstick for serving files: Debian's `nginx-light`, one worker, serving the
 * same `build/client` the site's server serves, with `gzip_static` sending the build's `.gz`
 * copies, over keep-alive. Started and stopped by the bench, in a temporary folder of its own.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, waitUntilServing } from "../scripts/localServer";
import { onCore } from "./cores";

export const NGINX = "/usr/sbin/nginx";

/** Stops the bench with what to install when nginx is missing. */
export function requireNginx(): void {
  if (!existsSync(NGINX)) {
    console.error(
      "nginx is not installed: apt-get install -y nginx-light (Debian's package); the serving " +
        "bench compares the site's server with it.",
    );
    process.exit(1);
  }
}

/**
 * Starts nginx on a free loopback port serving `root`, on `core` alone when given (cores.ts);
 * `stop` ends it and removes its folder.
 */
export async function startNginx(
  root: string,
  { core }: { core?: number } = {},
): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), "workcraft-nginx-"));
  const port = await freePort();
  // Pages are folders with an index.html, as the site's server answers them (`/pricing`).
  writeFileSync(
    join(folder, "nginx.conf"),
    `daemon off;
worker_processes 1;
user root;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip_static on;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  let printed = "";
  const nginx = spawn(...onCore(core, NGINX, ["-c", join(folder, "nginx.conf"), "-p", folder]), {
    stdio: "pipe",
  });
  nginx.stderr.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGTERM");
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(
      `${baseURL}/`,
      () => printed,
      10,
      () => nginx.exitCode !== null,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
