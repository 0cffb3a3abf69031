import {
  addStudioPersonCall,
  changeStudioPersonCall,
  listStudioPeopleCall,
} from "@workcraft/domain/api";
import { signedInStudioPerson } from "../studio/requireStudioPerson";
import { addStudioPerson, changeStudioPerson, listStudioPeople } from "../studio/studioPeople";
import { defineEndpoint } from "./endpoint";

/*
 * The Studio's people, for its admins (behind `requireStudioPerson("manage-people")`). Each
 * change is written to the audit log with the admin who made it.
 */

/** `studio/people/list`: every person of the Studio, by e-mail address. */
export const listStudioPeopleEndpoint = defineEndpoint(
  listStudioPeopleCall,
  "manage-people",
  async (_body, { database }) => ({ people: await listStudioPeople(database.db) }),
);

/** `studio/people/add`: adds a person, who can then sign in; 409 for an address already added. */
export const addStudioPersonEndpoint = defineEndpoint(
  addStudioPersonCall,
  "manage-people",
  (person, { database, http }) =>
    addStudioPerson(database.db, person, signedInStudioPerson(http).id),
);

/**
 * `studio/people/change`: changes a person's role or turns their access off or on (which ends
 * their sessions); 404 for an unknown id, 409 for a change that would leave no admin.
 */
export const changeStudioPersonEndpoint = defineEndpoint(
  changeStudioPersonCall,
  "manage-people",
  (change, { database, http }) =>
    changeStudioPerson(database.db, change, signedInStudioPerson(http).id),
);
