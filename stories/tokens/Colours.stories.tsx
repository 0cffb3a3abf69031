import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  contrastPairs,
  contrastRatio,
  inverseThemeClass,
  lightThemeClass,
  palette,
  themeColours,
  vars,
  type ColourRole,
  type ThemeName,
} from "@workcraft/tokens";
import type { ReactNode } from "react";
import * as styles from "./tokenStory.css";

const roles = Object.keys(palette.colour) as ColourRole[];

const themeClasses: Record<ThemeName, string> = {
  light: lightThemeClass,
  inverse: inverseThemeClass,
};

/** The theme's class on a block painted with its own surface: the swatches read its values. */
function InTheme({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  return <div className={`${themeClasses[theme]} ${styles.themed}`}>{children}</div>;
}

function ColourSwatches({ theme = "light" }: { theme?: ThemeName }) {
  return (
    <InTheme theme={theme}>
      <ul className={styles.grid} aria-label={`Colour roles of the ${theme} theme`}>
        {roles.map((role) => (
          <li key={role} className={styles.swatch}>
            <div className={styles.chip} style={{ background: vars.colour[role] }} />
            <div className={styles.label}>
              <strong>{role}</strong>
              <div className={styles.code}>{themeColours[theme][role]}</div>
            </div>
          </li>
        ))}
      </ul>
    </InTheme>
  );
}

function ContrastPairs({ theme }: { theme: ThemeName }) {
  const colours = themeColours[theme];
  return (
    <InTheme theme={theme}>
      <ul
        className={styles.list}
        aria-label={`Contrast of text and background pairs in the ${theme} theme`}
      >
        {contrastPairs.map(({ foreground, background, minimum }) => {
          const ratio = contrastRatio(colours[foreground], colours[background]);
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
    </InTheme>
  );
}

const meta = {
  title: "Tokens/Colours",
  component: ColourSwatches,
  parameters: {
    docs: {
      description: {
        component:
          "Semantic colour roles of the two themes: the light theme of the page and the inverse theme of a dark band. Both fill the same roles, and each meets every contrast pair with its own values.",
      },
    },
  },
} satisfies Meta<typeof ColourSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour role of the light theme with its value. */
export const Roles: Story = {};

/** Every colour role of the inverse theme, the dark band's, with its value. */
export const InverseRoles: Story = { args: { theme: "inverse" } };

/** Every text/background pair the site uses, with its WCAG contrast ratio in the light theme. */
export const Contrast: Story = { render: () => <ContrastPairs theme="light" /> };

/** The same pairs in the inverse theme: each at its WCAG minimum on the dark band too. */
export const InverseContrast: Story = { render: () => <ContrastPairs theme="inverse" /> };
