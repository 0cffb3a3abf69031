import { STUDIO_ROLES, type StudioRole } from "@workcraft/domain/rules";
import type { SignedInStudioPerson, StudioPerson } from "@workcraft/domain/schemas";
import {
  Button,
  ConfirmDialog,
  Field,
  Heading,
  Select,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from "@workcraft/design-system";
import { useState, type FormEvent } from "react";
import { ApiCallError, callApi, describeApiFailure } from "../../api/apiClient";
import { readableDateTime } from "../studioWords";
import * as styles from "./studioScreens.css";
import { LoadingState, NoticeLine, StudioTable, type ScreenNotice } from "./StudioTable";
import { useLoaded } from "./useLoaded";

const nameOf = (person: Pick<StudioPerson, "name" | "email">) => person.name ?? person.email;
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const byEmail = (a: StudioPerson, b: StudioPerson) => a.email.localeCompare(b.email);

/**
 * The Studio's people, for its admins: who they are, their role and access, changing either,
 * and adding a person. The API checks every change (the last admin stays one); its words show.
 * A change to the admin's own role is followed by asking the API again who is signed in.
 */
export function PeopleScreen({
  me,
  onMyRoleChanged,
}: {
  me: SignedInStudioPerson;
  onMyRoleChanged: () => void;
}) {
  const [loaded, change] = useLoaded(
    async () => (await callApi("studio/people/list", {})).people,
    "people",
  );
  const [notice, setNotice] = useState<ScreenNotice>(null);

  function changed(person: StudioPerson, text: string) {
    change((people) => people.map((each) => (each.id === person.id ? person : each)));
    setNotice({ tone: "done", text });
    if (sameAddress(person.email, me.email) && person.role !== me.role) onMyRoleChanged();
  }

  function added(person: StudioPerson) {
    change((people) => [...people, person].sort(byEmail));
    setNotice({
      tone: "done",
      text: `${nameOf(person)} was added as ${article(person.role)} ${person.role}: they can now ask for a sign-in link.`,
    });
  }

  return (
    <Stack gap="xlarge">
      <section aria-labelledby="studio-people">
        <Stack gap="medium">
          <Heading level={2} id="studio-people">
            People
          </Heading>
          <NoticeLine notice={notice} />
          <LoadingState loaded={loaded} loading="Loading the people…" />
          {loaded.status === "loaded" ? (
            <StudioTable
              caption={"The Studio's people, by e-mail address"}
              columns={["Name", "E-mail", "Role", "Access", "Added"]}
            >
              {loaded.data.map((person) => (
                <PersonRow
                  key={person.id}
                  person={person}
                  isMe={sameAddress(person.email, me.email)}
                  onChanged={changed}
                  onFailed={(text) => setNotice({ tone: "failed", text })}
                />
              ))}
            </StudioTable>
          ) : null}
        </Stack>
      </section>
      <AddPersonForm onAdded={added} />
    </Stack>
  );
}

/** "an" before "editor" and "admin", "a" before "publisher". */
function article(role: StudioRole): string {
  return /^[aeiou]/u.test(role) ? "an" : "a";
}

/** One person: their role, changed with its own button, and their access, turned off or on. */
function PersonRow({
  person,
  isMe,
  onChanged,
  onFailed,
}: {
  person: StudioPerson;
  isMe: boolean;
  onChanged: (person: StudioPerson, text: string) => void;
  onFailed: (text: string) => void;
}) {
  const [role, setRole] = useState<StudioRole>(person.role);
  const [busy, setBusy] = useState(false);
  const name = nameOf(person);

  async function send(
    request: { role: StudioRole } | { disabled: boolean },
    done: (person: StudioPerson) => string,
  ) {
    setBusy(true);
    try {
      const answer = await callApi("studio/people/change", { id: person.id, ...request });
      setRole(answer.role);
      onChanged(answer, done(answer));
    } catch (error) {
      setRole(person.role);
      onFailed(describeApiFailure(error));
    } finally {
      setBusy(false);
    }
  }

  function changeRole(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || role === person.role) return;
    void send({ role }, (changed) => `${name} is now ${article(changed.role)} ${changed.role}.`);
  }

  return (
    <tr className={person.disabled ? styles.disabledRow : undefined}>
      <th scope="row" className={styles.rowHeading}>
        {person.name ?? "(no name)"}
        {isMe ? " (you)" : ""}
      </th>
      <td className={styles.longTextCell}>{person.email}</td>
      <td className={styles.cell}>
        <form className={styles.cellControls} onSubmit={changeRole}>
          <Select
            size="small"
            wrapperClassName={styles.roleChoice}
            aria-label={`Role of ${name}`}
            value={role}
            onChange={(event) => setRole(event.target.value as StudioRole)}
          >
            {STUDIO_ROLES.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </Select>
          <Button
            type="submit"
            size="small"
            variant="secondary"
            disabled={role === person.role}
            loading={busy}
          >
            Change role<VisuallyHidden> of {name}</VisuallyHidden>
          </Button>
        </form>
      </td>
      <td className={styles.cell}>
        <div className={styles.cellControls}>
          <span>{person.disabled ? "Off" : "On"}</span>
          {isMe ? null : person.disabled ? (
            <Button
              size="small"
              variant="ghost"
              loading={busy}
              onClick={() => void send({ disabled: false }, () => `${name} can sign in again.`)}
            >
              Turn access on<VisuallyHidden> for {name}</VisuallyHidden>
            </Button>
          ) : (
            <ConfirmDialog
              question={`Turn off ${name}'s access?`}
              description="They are signed out at once and cannot sign in until their access is turned on again."
              confirmLabel="Turn access off"
              cancelLabel="Keep access"
              onConfirm={() =>
                void send(
                  { disabled: true },
                  () => `${name}'s access is off: they are signed out and cannot sign in.`,
                )
              }
              trigger={
                <Button size="small" variant="ghost" loading={busy}>
                  Turn access off<VisuallyHidden> for {name}</VisuallyHidden>
                </Button>
              }
            />
          )}
        </div>
      </td>
      <td className={styles.cell}>
        <time dateTime={person.createdAt}>{readableDateTime(person.createdAt)}</time>
      </td>
    </tr>
  );
}

type AddFailure = { email?: string; name?: string; role?: string; form?: string };

/** Adds a person: their address, their name and their role; the API's words under each field. */
function AddPersonForm({ onAdded }: { onAdded: (person: StudioPerson) => void }) {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<StudioRole>("editor");
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<AddFailure>({});

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adding) return;
    setAdding(true);
    setFailure({});
    try {
      const person = await callApi("studio/people/add", { email, name, role });
      setEmail("");
      setName("");
      setRole("editor");
      onAdded(person);
    } catch (error) {
      const fields = error instanceof ApiCallError ? error.fields : {};
      const onFields = { email: fields.email?.[0], name: fields.name?.[0], role: fields.role?.[0] };
      const named = Object.values(onFields).some(Boolean);
      // Fields the request got wrong show under each; a refusal (an address already added) also
      // says why in full.
      const invalid =
        error instanceof ApiCallError &&
        error.failure.kind === "http" &&
        error.failure.status === 400;
      setFailure({ ...onFields, form: named && invalid ? undefined : describeApiFailure(error) });
    } finally {
      setAdding(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={add}
      aria-labelledby="studio-add-person"
      className={styles.readableColumn}
    >
      <Stack gap="medium">
        <Heading level={2} id="studio-add-person">
          Add a person
        </Heading>
        <Field
          label="E-mail"
          hint="They sign in with a link e-mailed to this address."
          error={failure.email}
          required
        >
          <TextInput
            type="email"
            name="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field label="Name" error={failure.name} required>
          <TextInput
            name="name"
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Field
          label="Role"
          hint="An editor edits drafts; a publisher also publishes and reads the leads; an admin also manages people and reads the audit log."
          error={failure.role}
          required
        >
          <Select
            name="role"
            value={role}
            onChange={(event) => setRole(event.target.value as StudioRole)}
          >
            {STUDIO_ROLES.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </Select>
        </Field>
        {failure.form ? (
          <Text role="alert" tone="danger">
            {failure.form}
          </Text>
        ) : null}
        <div>
          <Button type="submit" loading={adding}>
            Add the person
          </Button>
        </div>
      </Stack>
    </form>
  );
}
