import {
  Badge,
  Card,
  Grid,
  Heading,
  Stack,
  Text,
  VoteButton,
  itemHeadingLevel,
  ContentBlock,
} from "@workcraft/design-system";
import { DEFAULT_LOCALE, isRoadmapKey } from "@workcraft/domain/rules";
import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { keepLoadedStore } from "../../stores/loadedStores";
import { useStores } from "../../stores/StoresProvider";
import { VotesStore } from "../../stores/VotesStore";
import { blockViewOf, frameOf, type BlockViewProps } from "../blockView";
import type { RoadmapEntry } from "../../catalogue/shownData";
import { countWords, nounFor, type NounForms } from "../../i18n/countWords";
import { useShellText } from "../../i18n/ShellTextProvider";
import { messagePartsAttribute } from "../../i18n/messagePartsAttribute";
import { useLaunchNoticeAsk } from "../../launchNotices/launchNoticeAskLoader";
import { formatDate } from "../formatDate";
import { ROADMAP_ANCHOR } from "../../paths";

const VOTE_FORMS: NounForms = { one: "block.roadmap.vote.one", other: "block.roadmap.vote.other" };

// The votes' store comes with this view, not in the file every page loads.
keepLoadedStore("votes", VotesStore);

/**
 * One app's vote button. The count is the prerendered one until the vote store has a record
 * for the app (it starts with the same spec counts, so hydration matches), then the store's.
 * Once voted for, the app offers to e-mail the visitor when it ships (that form loads then);
 * once launched, it says since when, with its final count, and takes no more votes.
 */
const RoadmapVote = observer(function RoadmapVote({ item }: { item: RoadmapEntry }) {
  const { votes } = useStores();
  const text = useShellText();
  const record = votes.votes[item.key] ?? { votes: item.votes, wasVoted: false };
  const launchedAt = record.launchedAt;
  const AskForm = useLaunchNoticeAsk(
    record.wasVoted && launchedAt === undefined && isRoadmapKey(item.key),
    text.locale,
  );
  if (launchedAt !== undefined) {
    return (
      <Stack gap="xsmall" data-launched={launchedAt}>
        <div>
          <Badge tone="success">
            {text.format("block.roadmap.launched", {
              date: formatDate(launchedAt.slice(0, 10), text.locale),
            })}
          </Badge>
        </div>
        <Text size="small" tone="muted">
          {countWords(text, record.votes, VOTE_FORMS)}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="medium">
      <div>
        <VoteButton
          votes={record.votes}
          voted={record.wasVoted}
          subject={item.name}
          locale={text.locale}
          label={text.text("block.roadmap.vote")}
          votedLabel={text.text("block.roadmap.voted")}
          describeSubject={(app) => text.format("block.roadmap.for", { app })}
          // English keeps the design system's "votes", which needs no `Intl` object as it hydrates.
          {...(text.locale === DEFAULT_LOCALE
            ? {}
            : { describeVotes: (count: number) => nounFor(text, count, VOTE_FORMS) })}
          onVote={() => void votes.vote(item.key)}
        />
      </div>
      {AskForm && isRoadmapKey(item.key) && (
        <AskForm appKey={item.key} appName={item.name} openAtOnce={votes.votedNow.has(item.key)} />
      )}
    </Stack>
  );
});

/** The roadmap's apps and their votes: each visitor votes once per app. */
export function RoadmapBlock({ props, headingLevel }: BlockViewProps<"Roadmap">) {
  const { votes } = useStores();
  const text = useShellText();
  // The prerendered counts are the spec's; the database's come once per page view.
  useEffect(() => {
    void votes.load();
  }, [votes]);
  return (
    <ContentBlock
      // Where a launch mail about a roadmap app sends its reader: the home page's roadmap.
      id={ROADMAP_ANCHOR}
      {...frameOf(props, headingLevel)}
      {...messagePartsAttribute(text.locale, "block")}
    >
      <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="large">
        {props.items.map((item) => (
          <Card key={item.key} as="li" appearance="outlined">
            <Stack gap="medium">
              <Stack gap="small">
                <Heading level={itemHeadingLevel(headingLevel)} size="small">
                  {item.name}
                </Heading>
                <Text tone="muted">{item.description}</Text>
              </Stack>
              <RoadmapVote item={item} />
            </Stack>
          </Card>
        ))}
      </Grid>
    </ContentBlock>
  );
}

export default blockViewOf("Roadmap", RoadmapBlock);
