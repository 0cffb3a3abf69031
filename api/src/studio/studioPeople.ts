import { createId, type StudioRole } from "@workcraft/domain/rules";
import type { StudioPerson, StudioPersonChangeRequest } from "@workcraft/domain/schemas";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import { studioPeople } from "../database/schema";
import { endStudioAccessOf } from "./studioAccessEnding";
import { recordStudioAudit } from "./studioAuditLog";
import { cancelSchedulesOfPerson } from "./studioSchedules";

/** A row of `studio_people`. */
export type StudioPersonRow = typeof studioPeople.$inferSelect;

/** A person as the Studio's calls answer them. */
export function asStudioPerson(row: StudioPersonRow): StudioPerson {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    disabled: row.disabledAt !== null,
  };
}

/** A new person of the Studio, as an admin or the command line gives them. */
export interface NewStudioPerson {
  email: string;
  name: string | null;
  role: StudioRole;
}

/**
 * Adds a person to the Studio, with the audit log's entry, in one transaction; `by` is the
 * admin who adds them, or null for the command line. An address that already has a person,
 * whatever its case, is a 409.
 */
export async function addStudioPerson(
  db: AppDatabase,
  person: NewStudioPerson,
  by: string | null,
): Promise<StudioPerson> {
  const email = person.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [added] = await tx
      .insert(studioPeople)
      .values({ id: createId(), email, name: person.name, role: person.role })
      .onConflictDoNothing()
      .returning();
    if (!added) {
      throw new ApiError(
        409,
        "studio_person_exists",
        `${email} is already a person of the Studio: change their role instead.`,
        { email: ["This address already has a Studio account"] },
      );
    }
    await recordStudioAudit(tx, {
      personId: by,
      action: "person.add",
      subject: added.id,
      detail: { email, name: person.name, role: person.role },
    });
    return asStudioPerson(added);
  });
}

/** Every person of the Studio, by e-mail address. */
export async function listStudioPeople(db: AppDatabase): Promise<StudioPerson[]> {
  const rows = await db.select().from(studioPeople).orderBy(asc(studioPeople.email));
  return rows.map(asStudioPerson);
}

const isEnabledAdmin = (row: Pick<StudioPersonRow, "role" | "disabledAt">) =>
  row.role === "admin" && row.disabledAt === null;

/**
 * Changes a person's role or access, with the audit log's entry, in one transaction; `by` is
 * the admin who changes them. Disabling a person ends their sessions and spends their sign-in
 * links (`endStudioAccessOf`); disabling or demoting them cancels the schedules they may no
 * longer have carried out. The Studio always keeps
 * one enabled admin: a change that would leave none is a 409. Every change takes the enabled
 * admins' rows first, in one order, so two admins demoting each other at once wait for one
 * another and the second is refused.
 */
export async function changeStudioPerson(
  db: AppDatabase,
  { id, role, disabled }: StudioPersonChangeRequest,
  by: string,
): Promise<StudioPerson> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: studioPeople.id })
      .from(studioPeople)
      .where(and(eq(studioPeople.role, "admin"), isNull(studioPeople.disabledAt)))
      .orderBy(asc(studioPeople.id))
      .for("update");
    const [before] = await tx
      .select()
      .from(studioPeople)
      .where(eq(studioPeople.id, id))
      .for("update");
    if (!before) {
      throw new ApiError(
        404,
        "studio_person_not_found",
        `There is no Studio person with id ${id}.`,
        {
          id: ["No Studio person has this id"],
        },
      );
    }
    const after = {
      role: role ?? before.role,
      disabledAt:
        disabled === undefined
          ? before.disabledAt
          : disabled
            ? (before.disabledAt ?? new Date())
            : null,
    };
    const otherAdmins = admins.filter((admin) => admin.id !== id).length;
    if (isEnabledAdmin(before) && !isEnabledAdmin(after) && otherAdmins === 0) {
      throw new ApiError(
        409,
        "last_admin",
        `${before.email} is the Studio's last admin: make another person admin before ${role !== undefined && role !== "admin" ? "changing their role" : "disabling them"}.`,
      );
    }
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (after.role !== before.role) changes.role = { from: before.role, to: after.role };
    const wasDisabled = before.disabledAt !== null;
    const isDisabled = after.disabledAt !== null;
    if (wasDisabled !== isDisabled) changes.disabled = { from: wasDisabled, to: isDisabled };
    if (Object.keys(changes).length === 0) return asStudioPerson(before);

    const [changed] = await tx
      .update(studioPeople)
      .set({
        role: after.role,
        disabledAt: isDisabled ? sql`coalesce(${studioPeople.disabledAt}, now())` : null,
      })
      .where(eq(studioPeople.id, id))
      .returning();
    if (isDisabled && !wasDisabled) await endStudioAccessOf(tx, id);
    await recordStudioAudit(tx, {
      personId: by,
      action: "person.change",
      subject: id,
      detail: { email: before.email, ...changes },
    });
    // Their schedules are carried out as theirs: those they may no longer do are cancelled now.
    await cancelSchedulesOfPerson(
      tx,
      { id, email: before.email, role: after.role, disabled: isDisabled },
      by,
    );
    return asStudioPerson(changed!);
  });
}

/** The person of an address who may sign in: known and not disabled; undefined otherwise. */
export async function enabledStudioPersonByEmail(
  db: AppDatabase,
  email: string,
): Promise<StudioPersonRow | undefined> {
  const [person] = await db
    .select()
    .from(studioPeople)
    .where(
      and(
        sql`lower(${studioPeople.email}) = ${email.trim().toLowerCase()}`,
        isNull(studioPeople.disabledAt),
      ),
    );
  return person;
}
