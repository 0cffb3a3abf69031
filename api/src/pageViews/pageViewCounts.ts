import { utcDayOf } from "@workcraft/domain/rules";
import { sql } from "drizzle-orm";
import type { AppDatabase } from "../database";
import { pageViewsDaily } from "../database/schema";
import { mayCountPageView, type HeaderOf } from "../experiments/requestAudience";
import { failureForLog } from "../requests/failureLog";

/** How often a server copy adds the views it counted to the database. */
export const PAGE_VIEW_FLUSH_MS = 30_000;

/**
 * The most counts (a page on a day) a server copy holds between two flushes: the site's pages are far
 * fewer, and a flood of odd addresses (each a 404, which is not counted anyway) cannot make the
 * counts take memory without end. A page beyond it waits for the next flush's room.
 */
export const MOST_COUNTED_PAGES = 5_000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PageViewCountsOptions {
  /** How often the counts are added to the database once `start` is called. */
  flushEveryMs?: number;
  /** The time now, in milliseconds (for tests). */
  now?: () => number;
}

/**
 * The page views a server copy counts, per page and UTC day, with no visitor id and nothing per
 * person: a view costs an addition in memory, and every `flushEveryMs` (and when the server
 * stops) one upsert adds the counts to `page_views_daily`, so every copy's views add up.
 */
export class PageViewCounts {
  /** Views by day, then by path, since the last flush. */
  #days = new Map<string, Map<string, number>>();
  /** How many (day, path) counts are held. */
  #entries = 0;
  #todayStartsMs = 0;
  #todayCounts = new Map<string, number>();
  #timer: ReturnType<typeof setInterval> | undefined;
  #flushing: Promise<void> = Promise.resolve();
  readonly #flushEveryMs: number;
  readonly #now: () => number;

  constructor(
    private readonly db: AppDatabase,
    { flushEveryMs = PAGE_VIEW_FLUSH_MS, now = Date.now }: PageViewCountsOptions = {},
  ) {
    this.#flushEveryMs = flushEveryMs;
    this.#now = now;
  }

  /**
   * Counts a view of the page at `path` by a request with these headers, unless the site may not
   * count it (`mayCountPageView`: Global Privacy Control, a refusal, crawlers, no user agent, a
   * Studio session). Answers whether it counted. The caller decides what a page view is.
   */
  count(path: string, header: HeaderOf): boolean {
    if (!mayCountPageView(header)) return false;
    this.#addTo(this.#countsOfToday(), path, 1);
    return true;
  }

  /** The views counted and not yet flushed, by day and path (for tests and logs). */
  pending(): Array<{ path: string; day: string; views: number }> {
    return [...this.#days].flatMap(([day, counts]) =>
      [...counts].map(([path, views]) => ({ path, day, views })),
    );
  }

  /**
   * Adds the views counted so far to the database in one upsert, and starts counting afresh.
   * Should the database fail, the views are kept for the next flush and the failure logged.
   */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(() => this.#flushNow());
    return this.#flushing;
  }

  /** Flushes every `flushEveryMs` from now on; the timer keeps no process alive. */
  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.flush(), this.#flushEveryMs);
    this.#timer.unref();
  }

  /** Stops the timer and flushes what is left: the server is stopping. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.flush();
  }

  #countsOfToday(): Map<string, number> {
    const now = this.#now();
    if (now < this.#todayStartsMs || now >= this.#todayStartsMs + DAY_MS) {
      this.#todayStartsMs = Math.floor(now / DAY_MS) * DAY_MS;
      this.#todayCounts = this.#countsOf(utcDayOf(this.#todayStartsMs));
    }
    return this.#todayCounts;
  }

  #countsOf(day: string): Map<string, number> {
    let counts = this.#days.get(day);
    if (!counts) {
      counts = new Map();
      this.#days.set(day, counts);
    }
    return counts;
  }

  #addTo(counts: Map<string, number>, path: string, views: number): void {
    const before = counts.get(path);
    if (before === undefined) {
      if (this.#entries >= MOST_COUNTED_PAGES) return;
      this.#entries += 1;
    }
    counts.set(path, (before ?? 0) + views);
  }

  async #flushNow(): Promise<void> {
    const rows = this.pending();
    if (rows.length === 0) return;
    this.#days = new Map();
    this.#entries = 0;
    // The next view finds today's counts anew.
    this.#todayStartsMs = 0;
    try {
      await this.db
        .insert(pageViewsDaily)
        .values(rows)
        .onConflictDoUpdate({
          target: [pageViewsDaily.path, pageViewsDaily.day],
          set: { views: sql`${pageViewsDaily.views} + excluded.views` },
        });
    } catch (error) {
      console.error(
        `[page views] ${rows.length} counts wait for the next flush: ${failureForLog(error)}`,
      );
      for (const { path, day, views } of rows) this.#addTo(this.#countsOf(day), path, views);
    }
  }
}
