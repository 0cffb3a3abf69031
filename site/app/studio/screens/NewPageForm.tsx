import type { StudioSitePage } from "@workcraft/domain/schemas";
import { Button, Field, Heading, Select, Stack, Text, TextInput } from "@workcraft/design-system";
import { useState, type FormEvent } from "react";
import { ApiCallError, callApi, describeApiFailure } from "../../api/apiClient";
import { useCasePagePath } from "../../paths";
import { PAGE_STARTS, type PageStart } from "../pageStarts";
import type { StudioPageJson } from "../pageData";

/**
 * Starts a page: its address, its title, and how it begins (blank, a use-case page to fill in,
 * or a copy of any page of the site). The API checks the address; its message shows under it.
 */
export function NewPageForm({
  sitePages,
  onCreated,
}: {
  sitePages: readonly StudioSitePage[];
  onCreated: (id: string) => void;
}) {
  const [path, setPath] = useState(useCasePagePath(""));
  const [title, setTitle] = useState("");
  const [start, setStart] = useState<PageStart>("use-case");
  const [copyOf, setCopyOf] = useState(sitePages[0]?.path ?? "");
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<{ path?: string; title?: string; form?: string }>({});

  async function firstDraft(): Promise<StudioPageJson> {
    // The starters hold the block definitions: they come with the editor, which opens next.
    const { newBlankPage, copiedPage, newUseCasePage } = await import("../editorEntry");
    if (start === "blank") return newBlankPage(title.trim());
    if (start === "use-case") return newUseCasePage(title.trim());
    const source = await callApi("studio/site/page", { path: copyOf });
    return copiedPage(source.page, title.trim());
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (creating) return;
    if (!title.trim()) {
      setFailure({ title: "Give the page a title." });
      return;
    }
    setCreating(true);
    setFailure({});
    try {
      const created = await callApi("studio/pages/create", {
        path: path.trim(),
        page: await firstDraft(),
      });
      onCreated(created.id);
    } catch (error) {
      const pathProblem = error instanceof ApiCallError ? error.fields.path?.[0] : undefined;
      setFailure(pathProblem ? { path: pathProblem } : { form: describeApiFailure(error) });
    } finally {
      setCreating(false);
    }
  }

  return (
    <form noValidate onSubmit={create} aria-labelledby="studio-new-page">
      <Stack gap="medium">
        <Heading level={2} id="studio-new-page">
          New page
        </Heading>
        <Field
          label="Address"
          hint="Where the page will be, like /use-case/fleet-crm."
          error={failure.path}
          required
        >
          <TextInput name="path" value={path} onChange={(event) => setPath(event.target.value)} />
        </Field>
        <Field
          label="Title"
          hint="Its title in search results and the browser's tab."
          error={failure.title}
          required
        >
          <TextInput
            name="title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </Field>
        <Field label="Start from">
          <Select
            name="start"
            value={start}
            onChange={(event) => setStart(event.target.value as PageStart)}
          >
            {(Object.keys(PAGE_STARTS) as PageStart[]).map((value) => (
              <option key={value} value={value}>
                {PAGE_STARTS[value]}
              </option>
            ))}
          </Select>
        </Field>
        {start === "copy" ? (
          <Field label="Page to copy">
            <Select
              name="copyOf"
              value={copyOf}
              onChange={(event) => setCopyOf(event.target.value)}
            >
              {sitePages.map((page) => (
                <option key={page.path} value={page.path}>
                  {page.path}: {page.title}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        {failure.form ? (
          <Text role="alert" tone="danger">
            {failure.form}
          </Text>
        ) : null}
        <div>
          <Button type="submit" loading={creating}>
            Create the page
          </Button>
        </div>
      </Stack>
    </form>
  );
}
