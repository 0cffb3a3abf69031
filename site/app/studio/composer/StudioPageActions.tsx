import { mayDo } from "@workcraft/domain/rules";
import type {
  SignedInStudioPerson,
  StudioPage,
  StudioPageTranslations,
} from "@workcraft/domain/schemas";
import { Text } from "@workcraft/design-system";
import { HistoryDialog } from "./HistoryDialog";
import { LanguageControl } from "./LanguageControl";
import type { ComposerActionProps } from "./PageComposer";
import { PageFileActions } from "./PageFileActions";
import { PreviewLinkDialog } from "./PreviewLinkDialog";
import { PublishButton } from "./PublishButton";
import { ScheduleDialog } from "./ScheduleDialog";
import { editorsInWords, usePageEditors } from "./usePageEditors";

/**
 * A Studio page's own actions in the composer's bar: its languages, who else is editing it, its
 * history, a preview link, its schedules, its file, and Publish, each as the person's role allows.
 */
export function StudioPageActions({
  page,
  person,
  reopen,
  translations,
  drafts,
  problems,
  checking,
  draft,
}: ComposerActionProps & {
  page: StudioPage;
  person: SignedInStudioPerson;
  /** Opens the page again from the server (after a restore changed its draft). */
  reopen: () => void;
  /** The page's languages, as it was opened. */
  translations: StudioPageTranslations;
}) {
  const others = editorsInWords(usePageEditors(page.id, page.editors));
  return (
    <>
      <LanguageControl page={page} translations={translations} drafts={drafts} />
      {others ? <Text>{others}</Text> : null}
      <HistoryDialog
        page={page}
        drafts={drafts}
        draft={draft}
        mayRestore={mayDo(person.role, "restore")}
        reopen={reopen}
      />
      <PreviewLinkDialog page={page} drafts={drafts} />
      <ScheduleDialog page={page} drafts={drafts} maySchedule={mayDo(person.role, "schedule")} />
      <PageFileActions page={page} drafts={drafts} draft={draft} reopen={reopen} />
      <PublishButton
        page={page}
        drafts={drafts}
        problems={problems}
        mayPublish={mayDo(person.role, "publish")}
        checking={checking}
      />
    </>
  );
}
