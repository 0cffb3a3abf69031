import { Container, Heading, Text } from "@workcraft/design-system";
import { defaultPageMeta } from "../config/site";
import * as page from "../layout/page.css";
import { pageMeta } from "../meta/pageMeta";

export const meta = () => pageMeta(defaultPageMeta, "/");

const highlights = [
  {
    title: "Build your workspace",
    text: "Pick a builder plan, create workspaces for your teams and shape them to the way you already work.",
  },
  {
    title: "Install business apps",
    text: "Add ready-made apps for sales, purchasing and productivity from the app store, or publish your own as a partner.",
  },
  {
    title: "Start from a template",
    text: "Launch B2B commerce, wholesale, venture capital or marketing in days with templates and industry solutions.",
  },
] as const;

export default function Home() {
  return (
    <>
      <section className={page.hero} aria-labelledby="home-title">
        <Container width="medium" className={page.stack}>
          <Heading level={1} size="display" id="home-title">
            Business apps for every workflow, without writing code
          </Heading>
          <Text size="xlarge" tone="muted">
            Automate sales, marketing, document management and e-learning with custom cloud apps
            that your team builds and runs in one workspace.
          </Text>
        </Container>
      </section>
      <section className={page.section} aria-labelledby="home-how">
        <Container className={page.stack}>
          <Heading level={2} id="home-how">
            How teams use it
          </Heading>
          <ul className={page.featureList}>
            {highlights.map((item) => (
              <li key={item.title} className={page.stack}>
                <Heading level={3}>{item.title}</Heading>
                <Text tone="muted">{item.text}</Text>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
