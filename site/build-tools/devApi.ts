import { getRequestListener } from "@hono/node-server";
import type * as Api from "@workcraft/api";
import type * as Rules from "@workcraft/domain/rules";
import type { Plugin } from "vite";

/**
 * In `npm run dev`, serves the API at its base path (`API_BASE_PATH`) from the same Vite
 * server, on the embedded database (or DATABASE_URL), so the site and its API run together
 * while developing. The workspace packages are TypeScript: Vite loads them, not Node.
 */
export function devApi(options: { dataDir: string }): Plugin {
  return {
    name: "workcraft:dev-api",
    apply: "serve",
    configureServer(server) {
      let basePath: Promise<string> | undefined;
      let listener: Promise<ReturnType<typeof getRequestListener>> | undefined;
      const load = async (base: string) => {
        // Loaded through Vite, which compiles the api package's TypeScript on the fly.
        const api = (await server.ssrLoadModule("@workcraft/api")) as typeof Api;
        const database = await api.openDatabase({
          url: process.env.DATABASE_URL,
          dataDir: options.dataDir,
        });
        // `npm run studio:add-user` reaches the PGlite folder this server holds through it.
        const stopSocket =
          database.kind === "pglite"
            ? await api.listenForStudioPeople(database.location, database.db)
            : async () => {};
        server.httpServer?.once("close", () => void stopSocket().then(() => database.close()));
        server.config.logger.info(`  API: ${base} on ${database.kind} (${database.location})`);
        const settings = api.apiSettingsFromEnvironment(process.env);
        const mailWarning = api.mailSettingWarning(settings);
        if (mailWarning) server.config.logger.warn(mailWarning);
        return getRequestListener(api.createApi({ database, settings }).fetch);
      };
      server.middlewares.use((request, response, next) => {
        basePath ??= server
          .ssrLoadModule("@workcraft/domain/rules")
          .then((rules) => (rules as typeof Rules).API_BASE_PATH);
        basePath
          .then((base) => {
            if (!request.url?.startsWith(`${base}/`)) return next();
            listener ??= load(base);
            return listener.then((handle) => handle(request, response));
          })
          .catch(next);
      });
    },
  };
}
