// Puck's styles (without the web font it would fetch from another origin) as a file of their
// own, linked by the editor: the site's one stylesheet, which every public page loads, never
// holds them.
import puckStylesheet from "@puckeditor/core/no-external.css?url";
import { Puck } from "@puckeditor/core";
import { localeOfPath, untranslatedFields, type SiteLocale } from "@workcraft/domain/rules";
import type { StudioSitePages } from "@workcraft/domain/schemas";
import { lightThemeClass } from "@workcraft/tokens";
import { Text } from "@workcraft/design-system";
import { MESSAGE_PARTS } from "../../i18n/messageCatalogue";
import { isCatalogueLoaded, loadCatalogue, loadMessageFormatting } from "../../i18n/shellText";
import { ShellTextProvider } from "../../i18n/ShellTextProvider";
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { BlockType } from "../../blocks/blockDefinitions";
import type { BlockContext } from "../../blocks/defineBlock";
import type { ListedPage } from "../../catalogue/shownData";
import { studioEditorConfig } from "../editorConfig";
import { renderStudioField } from "../fields/renderStudioField";
import { StudioFieldsContext } from "../fields/StudioFieldsContext";
import { pageOfPuckData, puckDataOfDraft, type StudioData, type StudioPageJson } from "../pageData";
import { BlockKeyboardActions } from "./BlockKeyboardActions";
import { BlockPlacesContext } from "./blockPlaces";
import { ComposerBar } from "./ComposerBar";
import type { ComposerSource } from "./composerSource";
import { keepPuckMarkupMended, PUCK_STYLE_MENDS } from "./puckAccessibility";
import { PageWeight } from "./PageWeight";
import { PreviewBlock } from "./PreviewBlock";
import { composerProblems, previewCheckProblems, type ComposerProblem } from "./composerProblems";
import { usePreviewCheck } from "./previewAccessibility";
import { ProblemList } from "./ProblemList";
import * as styles from "./composer.css";
import { useDraftSaving } from "./useDraftSaving";
import { UntranslatedBlocksContext, untranslatedByBlock } from "./untranslatedBlocks";
import { UntranslatedList } from "./UntranslatedList";

/** The widths the preview shows the page at: a phone, a tablet and a desktop. */
export const PREVIEW_VIEWPORTS = [
  { width: 390, height: "auto", label: "Phone" },
  { width: 768, height: "auto", label: "Tablet" },
  { width: 1280, height: "auto", label: "Desktop" },
] as const;

/** Tells the composer the preview's document, for its accessibility check. */
const PreviewDocumentContext = createContext<(preview: Document | undefined) => void>(() => {});

/** The language of what is edited: the preview's `lang`, as the page's own on the site. */
const PreviewLanguageContext = createContext<SiteLocale>("en");

/** The preview's frame takes the site's theme and the page's language, as the site gives them. */
function PreviewFrame({ children, document }: { children: ReactNode; document?: Document }) {
  const tell = useContext(PreviewDocumentContext);
  const language = useContext(PreviewLanguageContext);
  useEffect(() => {
    tell(document);
    return () => tell(undefined);
  }, [document, tell]);
  useEffect(() => {
    const root = document?.documentElement;
    if (!document || !root) return;
    root.classList.add(lightThemeClass);
    // Puck copies the editor's own <html> attributes (English) into the frame once its styles
    // load, after this runs: the page's language is put back whenever it is changed.
    const keepLanguage = () => {
      if (root.getAttribute("lang") !== language) root.setAttribute("lang", language);
    };
    keepLanguage();
    const languageKept = new MutationObserver(keepLanguage);
    languageKept.observe(root, { attributes: true, attributeFilter: ["lang"] });
    document.defaultView?.frameElement?.setAttribute("title", "Preview of the page");
    const stopMending = keepPuckMarkupMended(document);
    return () => {
      languageKept.disconnect();
      stopMending();
    };
  }, [document, language]);
  return <>{children}</>;
}

/** The page's blocks in the preview (the editor's own page holds the one `main`). */
function PreviewPage({ children }: { children: ReactNode }) {
  return <div>{children}</div>;
}

/*
 * Puck's settings, made once: Puck sets the preview back to the width nearest the window's each
 * time its `iframe` or `viewports` is a new object, so settings made anew at each render (after
 * each edit, each accessibility check) would undo the width an editor chose.
 */
const PUCK_IFRAME = { enabled: true, waitForStyles: true };
const PUCK_VIEWPORTS = PREVIEW_VIEWPORTS.map((viewport) => ({ ...viewport }));
const PUCK_OVERRIDES = { iframe: PreviewFrame, header: NoHeader };

/**
 * Whether the page's language's whole catalogue has loaded, which the preview's blocks say their
 * own words from (a page opened in the browser first loads only the parts it shows, and the
 * Studio's own pages show none of the blocks').
 */
function usePreviewWords(locale: SiteLocale): boolean {
  const [ready, setReady] = useState(() =>
    MESSAGE_PARTS.every((part) => isCatalogueLoaded(locale, part)),
  );
  useEffect(() => {
    if (ready) return;
    let current = true;
    void Promise.all([loadCatalogue(locale), loadMessageFormatting()]).then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [locale, ready]);
  return ready;
}

/** Puck's own header is left out: the Studio's bar takes its place. */
function NoHeader() {
  return <></>;
}

/** What the actions of what is edited are given: its saving, its problems and the draft now. */
export interface ComposerActionProps {
  drafts: ReturnType<typeof useDraftSaving>;
  problems: readonly ComposerProblem[];
  /** Whether the preview's accessibility check has not yet seen the page as it is. */
  checking: boolean;
  /** The draft as the editor has it now. */
  draft: () => StudioPageJson;
}

/**
 * The editor of one page document (a Studio page's draft, an experiment's variant): Puck with
 * the config generated from the block definitions, the site's own views in a framed preview at
 * three widths, the document saved as it is edited, and every problem that keeps it from being
 * published listed, and its weight on a phone, weighed after each save by its source. What is
 * edited brings its own actions (`actions`, in the bar): a page's history and Publish.
 */
export function PageComposer({
  source,
  site,
  actions,
}: {
  source: ComposerSource;
  site: StudioSitePages;
  actions?: (props: ComposerActionProps) => ReactNode;
}) {
  // Puck keeps the data from here on: it is given the draft once, and tells each change.
  const [initialData] = useState<StudioData>(() => puckDataOfDraft(source.document));
  const [data, setData] = useState(initialData);
  const places = useMemo(
    () => new Map(data.content.map((item, index) => [String(item.props.id), index])),
    [data],
  );
  const drafts = useDraftSaving(source.save, source.revision, source.savedAt);
  const pageLocale = localeOfPath(source.path).locale;
  const wordsReady = usePreviewWords(pageLocale);

  const context = useMemo<BlockContext>(
    () => ({
      listedPages: (collection) => (site.listed[collection] ?? []) as ListedPage[],
      // A translation's blocks look up what they show (catalogue words, lists) in its language.
      locale: pageLocale,
    }),
    [site, pageLocale],
  );
  const config = useMemo(
    () =>
      studioEditorConfig({
        renderBlock: (type: BlockType, props, id) => (
          <PreviewBlock type={type} props={props} id={id} context={context} />
        ),
        renderCustomField: renderStudioField,
        // The preview says the blocks' own words in the page's language, as the site does.
        renderPage: ({ children }) => (
          <ShellTextProvider locale={context.locale}>
            <PreviewPage>{children}</PreviewPage>
          </ShellTextProvider>
        ),
      }),
    [context],
  );
  const fields = useMemo(
    () => ({ sitePaths: site.pages.map((sitePage) => sitePage.path) }),
    [site],
  );
  useEffect(() => keepPuckMarkupMended(document), []);
  const [preview, setPreview] = useState<Document>();
  const check = usePreviewCheck(preview, data);
  const problems = useMemo(
    () => [
      ...composerProblems(pageOfPuckData(data), source.path, site.pages),
      ...previewCheckProblems(check, places),
    ],
    [data, source.path, site.pages, check, places],
  );
  const { translation } = source;
  const untranslated = useMemo(
    () =>
      translation
        ? untranslatedFields(translation.english, pageOfPuckData(data), translation.keptNames)
        : [],
    [translation, data],
  );
  const untranslatedBlocks = useMemo(() => untranslatedByBlock(untranslated), [untranslated]);
  const actionProps: ComposerActionProps = {
    drafts,
    problems,
    checking: check.status === "checking",
    draft: () => pageOfPuckData(data),
  };

  if (!wordsReady) return <Text role="status">Opening the editor…</Text>;
  return (
    <StudioFieldsContext.Provider value={fields}>
      <link rel="stylesheet" href={puckStylesheet} precedence="default" />
      <style href="studio-puck-mends" precedence="default">
        {PUCK_STYLE_MENDS}
      </style>
      <PreviewDocumentContext.Provider value={setPreview}>
        <PreviewLanguageContext.Provider value={pageLocale}>
          <UntranslatedBlocksContext.Provider value={untranslatedBlocks}>
            <BlockPlacesContext.Provider value={places}>
              <Puck
                config={config}
                data={initialData}
                onChange={(changed: StudioData) => {
                  setData(changed);
                  drafts.edited(pageOfPuckData(changed));
                }}
                iframe={PUCK_IFRAME}
                viewports={PUCK_VIEWPORTS}
                overrides={PUCK_OVERRIDES}
              >
                <div className={styles.composer}>
                  <ComposerBar
                    name={source.name}
                    back={source.back}
                    drafts={drafts}
                    checking={actionProps.checking}
                  >
                    {actions?.(actionProps)}
                  </ComposerBar>
                  <PageWeight weigh={source.weigh} drafts={drafts} heldBack={source.heldBack} />
                  <BlockKeyboardActions />
                  <ProblemList problems={problems} before={source.heldBack} />
                  {translation ? (
                    <UntranslatedList fields={untranslated} locale={translation.locale} />
                  ) : null}
                  <div className={styles.editor}>
                    <Puck.Layout />
                  </div>
                </div>
              </Puck>
            </BlockPlacesContext.Provider>
          </UntranslatedBlocksContext.Provider>
        </PreviewLanguageContext.Provider>
      </PreviewDocumentContext.Provider>
    </StudioFieldsContext.Provider>
  );
}
