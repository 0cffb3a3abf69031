import { Stack, Text, VoteButton } from "@workcraft/design-system";
import { DEFAULT_LOCALE, isRoadmapKey } from "@workcraft/domain/rules";
import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { nounFor, type NounForms } from "../i18n/countWords";
import { useShellText } from "../i18n/ShellTextProvider";
import { keepLoadedStore } from "../stores/loadedStores";
import { useStores } from "../stores/StoresProvider";
import { VotesStore } from "../stores/VotesStore";
import { useLaunchNoticeAsk } from "./launchNoticeAskLoader";

const VOTE_FORMS: NounForms = { one: "block.roadmap.vote.one", other: "block.roadmap.vote.other" };

// The votes' store comes with this part, loaded only on a coming-soon app's page.
keepLoadedStore("votes", VotesStore);

export interface AppVoteProps {
  /**
   * The coming-soon app, as votes name it: every coming-soon app of the store is one
   * (`COMING_SOON_APP_KEYS`); an app that were not would show no vote.
   */
  appKey: string;
  /** Its name, in the page's language. */
  appName: string;
}

/**
 * A coming-soon app's vote on its own page (beyond the spec, which has the roadmap's apps voted
 * for): the database's count and this visitor's vote, then the offer to e-mail them when it
 * ships. Once the app has launched it shows nothing: the page's live answer says it is out.
 */
export const AppVote = observer(function AppVote({ appKey, appName }: AppVoteProps) {
  const { votes } = useStores();
  const text = useShellText();
  useEffect(() => {
    void votes.load();
  }, [votes]);
  const record = votes.record(appKey);
  const launched = record.launchedAt !== undefined;
  const AskForm = useLaunchNoticeAsk(record.wasVoted && !launched, text.locale);
  if (launched || !isRoadmapKey(appKey)) return null;
  return (
    <Stack gap="small" data-app-vote={appKey}>
      <Text>{text.format("notice.appVote", { app: appName })}</Text>
      <div>
        <VoteButton
          votes={record.votes}
          voted={record.wasVoted}
          subject={appName}
          locale={text.locale}
          label={text.text("block.roadmap.vote")}
          votedLabel={text.text("block.roadmap.voted")}
          describeSubject={(app) => text.format("block.roadmap.for", { app })}
          {...(text.locale === DEFAULT_LOCALE
            ? {}
            : { describeVotes: (count: number) => nounFor(text, count, VOTE_FORMS) })}
          onVote={() => void votes.vote(appKey)}
        />
      </div>
      {AskForm && (
        <AskForm appKey={appKey} appName={appName} openAtOnce={votes.votedNow.has(appKey)} />
      )}
    </Stack>
  );
});
