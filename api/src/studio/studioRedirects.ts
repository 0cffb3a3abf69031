import { siteOwnerOfPath } from "@workcraft/domain/rules";
import type { StudioRedirect } from "@workcraft/domain/schemas";
import { asc, eq } from "drizzle-orm";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import { studioPages, studioRedirects } from "../database/schema";
import { recordStudioAudit } from "./studioAuditLog";
import type { StudioPageRules } from "./studioPageRules";

/*
 * The redirects moved Studio pages left behind, as their publishers see and delete them. The
 * site answers one (`studioRedirectFrom`) while the page it leads to is published, and never
 * from a path the site owns.
 */

/** Every redirect, by the path it leaves from, saying whether the site answers it now. */
export async function listStudioRedirects(
  db: AppDatabase,
  rules: StudioPageRules | undefined,
): Promise<StudioRedirect[]> {
  const rows = await db
    .select({
      from: studioRedirects.fromPath,
      to: studioRedirects.toPath,
      createdAt: studioRedirects.createdAt,
      publishedVersionId: studioPages.publishedVersionId,
    })
    .from(studioRedirects)
    .leftJoin(studioPages, eq(studioPages.path, studioRedirects.toPath))
    .orderBy(asc(studioRedirects.fromPath));
  return rows.map(({ from, to, createdAt, publishedVersionId }) => ({
    from,
    to,
    createdAt: createdAt.toISOString(),
    answered:
      publishedVersionId !== null &&
      publishedVersionId !== undefined &&
      (rules === undefined || siteOwnerOfPath(from, rules.siteOwnedPaths) === undefined),
  }));
}

/**
 * Deletes the redirect from `from`, with the audit log's entry: the path then answers as if no
 * page had been there. A path no redirect leaves from is a 404 naming it.
 */
export async function deleteStudioRedirect(
  db: AppDatabase,
  from: string,
  by: string,
): Promise<{ from: string; to: string }> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(studioRedirects)
      .where(eq(studioRedirects.fromPath, from))
      .returning({ to: studioRedirects.toPath });
    if (!deleted) {
      throw new ApiError(404, "redirect_not_found", `There is no redirect from ${from}.`, {
        from: ["No redirect leaves from this path"],
      });
    }
    await recordStudioAudit(tx, {
      personId: by,
      action: "redirect.delete",
      subject: from,
      detail: { to: deleted.to },
    });
    return { from, to: deleted.to };
  });
}
