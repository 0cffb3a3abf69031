import type { Meta, StoryObj } from "@storybook/react-vite";
import { contrastPairs, contrastRatio, palette, vars, type ColourRole } from "@workcraft/tokens";
import * as styles from "./tokenStory.css";

const roles = Object.keys(palette.colour) as ColourRole[];

function ColourSwatches() {
  return (
    <ul className={styles.grid} aria-label="Colour roles">
      {roles.map((role) => (
        <li key={role} className={styles.swatch}>
          <div className={styles.chip} style={{ background: vars.colour[role] }} />
          <div className={styles.label}>
            <strong>{role}</strong>
            <div className={styles.code}>{palette.colour[role]}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function ContrastPairs() {
  return (
    <ul className={styles.list} aria-label="Contrast of text and background pairs">
      {contrastPairs.map(({ foreground, background, minimum }) => {
        const ratio = contrastRatio(palette.colour[foreground], palette.colour[background]);
        return (
          <li
            key={`${foreground}-${background}`}
            className={styles.swatch}
            style={{ background: vars.colour[background], color: vars.colour[foreground] }}
          >
            <div className={styles.label} style={{ color: vars.colour[foreground] }}>
              <strong>
                {foreground} on {background}
              </strong>{" "}
              {ratio.toFixed(2)}:1 (needs {minimum}:1)
            </div>
          </li>
        );
      })}
    </ul>
  );
}

const meta = {
  title: "Tokens/Colours",
  component: ColourSwatches,
  parameters: { docs: { description: { component: "Semantic colour roles of the theme." } } },
} satisfies Meta<typeof ColourSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour role with its value. */
export const Roles: Story = {};

/** Every text/background pair the site uses, with its WCAG contrast ratio. */
export const Contrast: Story = { render: () => <ContrastPairs /> };
