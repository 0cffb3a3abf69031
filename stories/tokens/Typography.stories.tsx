import type { Meta, StoryObj } from "@storybook/react-vite";
import { palette, vars } from "@workcraft/tokens";
import * as styles from "./tokenStory.css";

const sizes = Object.keys(palette.fontSize) as Array<keyof typeof palette.fontSize>;
const weights = Object.keys(palette.fontWeight) as Array<keyof typeof palette.fontWeight>;

function TypeScale() {
  return (
    <dl className={styles.list}>
      {sizes.map((size) => (
        <div key={size} className={styles.row}>
          <dt className={styles.code}>
            {size} · {palette.fontSize[size]}
          </dt>
          <dd
            style={{ fontSize: vars.fontSize[size], lineHeight: vars.lineHeight.snug, margin: 0 }}
          >
            Build business apps without code
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Weights() {
  return (
    <dl className={styles.list}>
      {weights.map((weight) => (
        <div key={weight} className={styles.row}>
          <dt className={styles.code}>
            {weight} · {palette.fontWeight[weight]}
          </dt>
          <dd style={{ fontWeight: vars.fontWeight[weight], margin: 0 }}>
            Automate sales and marketing workflows
          </dd>
        </div>
      ))}
    </dl>
  );
}

const meta = {
  title: "Tokens/Typography",
  component: TypeScale,
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The type scale, smallest to largest, in the self-hosted Inter. */
export const Scale: Story = {};

/** The font weights of the theme. */
export const FontWeights: Story = { render: () => <Weights /> };
