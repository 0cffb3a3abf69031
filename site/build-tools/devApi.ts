import { getRequestListener } from "@hono/node-server";
import type * as Api from "@workcraft/api";
import type { Plugin } from "vite";

/**
 * In `npm run dev`, serves the API at /api/v2 from the same Vite server, on the embedded
 * database (or DATABASE_URL), so the site and its API run together while developing.
 */
export function devApi(options: { dataDir: string }): Plugin {
  return {
    name: "workcraft:dev-api",
    apply: "serve",
    configureServer(server) {
      let listener: Promise<ReturnType<typeof getRequestListener>> | undefined;
      const load = async () => {
        // Loaded through Vite, which compiles the api package's TypeScript on the fly.
        const api = (await server.ssrLoadModule("@workcraft/api")) as typeof Api;
        const database = await api.openDatabase({
          url: process.env.DATABASE_URL,
          dataDir: options.dataDir,
        });
        server.httpServer?.once("close", () => void database.close());
        server.config.logger.info(`  API: /api/v2 on ${database.kind} (${database.location})`);
        const settings = api.apiSettingsFromEnvironment(process.env);
        return getRequestListener(api.createApi({ database, settings }).fetch);
      };
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith("/api/")) return next();
        listener ??= load();
        listener.then((handle) => handle(request, response)).catch(next);
      });
    },
  };
}
