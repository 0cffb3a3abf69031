import type { Meta, StoryObj } from "@storybook/react-vite";
import { palette, vars } from "@workcraft/tokens";
import * as styles from "./tokenStory.css";

const spaces = Object.keys(palette.space) as Array<keyof typeof palette.space>;
const radii = Object.keys(palette.radius) as Array<keyof typeof palette.radius>;
const shadows = Object.keys(palette.shadow) as Array<keyof typeof palette.shadow>;

function SpaceScale() {
  return (
    <dl className={styles.list}>
      {spaces.map((space) => (
        <div key={space} className={styles.row}>
          <dt className={styles.code}>
            {space} · {palette.space[space]}
          </dt>
          <dd style={{ margin: 0 }}>
            <div className={styles.bar} style={{ width: vars.space[space] }} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Surfaces() {
  return (
    <dl className={styles.list}>
      {radii.map((radius) => (
        <div key={radius} className={styles.row}>
          <dt className={styles.code}>radius {radius}</dt>
          <dd style={{ margin: 0 }}>
            <div className={styles.box} style={{ borderRadius: vars.radius[radius] }} />
          </dd>
        </div>
      ))}
      {shadows.map((shadow) => (
        <div key={shadow} className={styles.row}>
          <dt className={styles.code}>shadow {shadow}</dt>
          <dd style={{ margin: 0 }}>
            <div className={styles.box} style={{ boxShadow: vars.shadow[shadow] }} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

const meta = {
  title: "Tokens/Spacing",
  component: SpaceScale,
} satisfies Meta<typeof SpaceScale>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spacing scale used for padding, gaps and margins. */
export const Scale: Story = {};

/** Corner radii and shadows. */
export const RadiiAndShadows: Story = { render: () => <Surfaces /> };
