import { useId } from 'react';
import { Link } from 'react-router-dom';

// Home's "Explore Imali": a card into each area. In the home cards' chunk (the first load's
// JavaScript budget, issue 12); it needs no data, so it shows even when the queries fail.

export interface HomeLink {
  to: string;
  title: string;
  text: string;
}

/** One card into each area; each area's own page explains how to start when it is empty. */
export const AREA_LINKS: readonly HomeLink[] = [
  { to: '/insurance', title: 'Insurance', text: 'All your cover in one place, and what else you could be covered for.' },
  { to: '/funeral', title: 'Funeral', text: 'Funeral cover for you and your family: view your policy or get a quote.' },
  { to: '/credit-life', title: 'Credit Life', text: 'Cover that pays your loans if you die, are disabled or lose your job.' },
  { to: '/savings', title: 'Savings', text: 'Save towards a goal or an emergency fund, from R25 a month.' },
  { to: '/debt', title: 'Debt', text: 'Understand your debt and find a plan to pay it off sooner.' },
  { to: '/clearance-certificate', title: 'Clearance Certificate', text: 'Finished debt review? Apply for your clearance certificate.' },
  { to: '/documents', title: 'Document Vault', text: 'Keep your ID, payslips and certificates safe and easy to share.' },
  { to: '/group', title: 'Groups', text: 'Your burial society or group cover, members and contributions.' },
];

/** A card that is one link, named by its title and described by its text. */
function HomeCard({ link }: { link: HomeLink }) {
  const id = useId();
  return (
    <Link className="card home-card" to={link.to} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <h3 id={`${id}-title`} className="card__title">
        {link.title}
      </h3>
      <p id={`${id}-text`} className="muted">
        {link.text}
      </p>
    </Link>
  );
}

function CardSection({ title, links, testId }: { title: string; links: readonly HomeLink[]; testId: string }) {
  const headingId = useId();
  return (
    <section className="section" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="card-grid">
        {links.map((link) => (
          <li key={link.to}>
            <HomeCard link={link} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Explore Imali", below My Financial Health. */
export function ExploreSection() {
  return <CardSection title="Explore Imali" links={AREA_LINKS} testId="home-areas" />;
}
