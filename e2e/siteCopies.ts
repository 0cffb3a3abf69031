import { startMailbox } from "./mailbox";
import {
  createE2eDatabase,
  startSiteProcess,
  type E2eDatabase,
  type SiteProcess,
} from "./siteProcess";
import type { StudioMailbox } from "./studioSite";

/** Copies of the site's server on one PostgreSQL database, as behind a load balancer. */
export interface SiteCopies {
  /** The database they share, this setup's own. */
  database: E2eDatabase;
  /** The SMTP mailbox every copy sends its mail to. */
  mailbox: StudioMailbox;
  /** The copies, in the order asked for. */
  copies: SiteProcess[];
  /** Stops every copy that started, then drops the database and closes the mailbox. */
  stop: () => Promise<void>;
}

/**
 * Starts `count` copies of the production server at the same moment on one fresh database, so
 * their migrations take turns, each with `environment` and its mail going to one mailbox.
 */
export async function startSiteCopies({
  count = 2,
  environment = {},
}: {
  count?: number;
  environment?: Record<string, string>;
} = {}): Promise<SiteCopies> {
  const [database, mailbox] = await Promise.all([createE2eDatabase(), startMailbox()]);
  const started = await Promise.allSettled(
    Array.from({ length: count }, () =>
      startSiteProcess({ database, environment: { SMTP_URL: mailbox.url, ...environment } }),
    ),
  );
  const copies = started.flatMap((copy) => (copy.status === "fulfilled" ? [copy.value] : []));
  const stop = async () => {
    await Promise.all(copies.map((copy) => copy.stop()));
    await database.drop();
    await mailbox.close();
  };
  const failed = started.find((copy) => copy.status === "rejected");
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { database, mailbox, copies, stop };
}
