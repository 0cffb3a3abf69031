import { armName } from "@workcraft/domain/rules";
import type { ExperimentResults } from "@workcraft/domain/schemas";
import { Heading, Stack, Text } from "@workcraft/design-system";
import { StudioTable } from "../screens/StudioTable";
import * as screenStyles from "../screens/studioScreens.css";
import { armLabel, blockInWords, percentText } from "./experimentWords";

/**
 * What each arm's visitors did with its blocks: how many saw each block (at least half of it in
 * view for a second), how many clicked in it, and the conversion rate of those who saw it. A
 * block that works shows a higher rate among those who saw it; it is a clue, not a verdict.
 */
export function BlockCounts({
  blocks,
  arms,
  blockTypes = [],
}: {
  blocks: ExperimentResults["blocks"];
  /** How many arms the experiment has, the control included. */
  arms: number;
  /** Each arm's blocks' types by place, where known, to name the blocks by. */
  blockTypes?: readonly (readonly string[])[];
}) {
  return (
    <section aria-labelledby="studio-experiment-blocks">
      <Stack gap="medium">
        <Heading level={3} id="studio-experiment-blocks">
          Blocks
        </Heading>
        <Text size="small" tone="muted">
          A block counts as seen once at least half of it was in view for a second. The rate of
          those who saw a block is a clue to what works, not a verdict: they chose to scroll.
        </Text>
        {Array.from({ length: arms }, (_, arm) => {
          const rows = blocks
            .filter((block) => block.arm === arm)
            .sort((one, other) => one.block - other.block);
          return (
            <Stack key={arm} gap="xsmall">
              <Heading level={4}>{armLabel(arm)}</Heading>
              {rows.length === 0 ? (
                <Text>No block of this arm has been seen yet.</Text>
              ) : (
                <StudioTable
                  caption={`Blocks of ${armName(arm)}: seen, clicked, and the conversion rate of those who saw each`}
                  columns={["Block", "Seen by", "Clicked by", "Converted after seeing it"]}
                >
                  {rows.map((block) => (
                    <tr key={block.block}>
                      <th scope="row" className={screenStyles.rowHeading}>
                        {blockInWords(block.block, blockTypes[arm]?.[block.block])}
                      </th>
                      <td className={screenStyles.cell}>{block.seen}</td>
                      <td className={screenStyles.cell}>{block.clicked}</td>
                      <td className={screenStyles.cell}>
                        {block.seen === 0
                          ? "No one saw it"
                          : `${percentText(block.convertedAfterSeeing / block.seen, 1)} (${block.convertedAfterSeeing} of ${block.seen})`}
                      </td>
                    </tr>
                  ))}
                </StudioTable>
              )}
            </Stack>
          );
        })}
      </Stack>
    </section>
  );
}
