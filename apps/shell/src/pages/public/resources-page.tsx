import { Page } from '@imali/shared/ui';
import { BLOG_URL } from '../../public-site/site-links';

const RESOURCES = [
  { label: 'Imali blog', href: BLOG_URL, text: 'Articles on budgeting, saving and getting out of debt.' },
  { label: 'National Credit Regulator', href: 'https://www.ncr.org.za/', text: 'Registered debt counsellors and credit providers, and your rights as a consumer.' },
  { label: 'Credit Ombud', href: 'https://www.creditombud.org.za/', text: 'Free help with disputes about credit reports and credit agreements.' },
  { label: 'Financial Sector Conduct Authority', href: 'https://www.fsca.co.za/', text: 'Check that an insurer or financial services provider is licensed.' },
  { label: 'Information Regulator', href: 'https://inforegulator.org.za/', text: 'Complaints about how your personal information is used.' },
];

/** Useful places for South African consumers, beside Imali's own blog. */
export function ResourcesPage() {
  return (
    <Page title="Resources" testId="resources-page" intro="Where to find help and information about credit, insurance and your rights.">
      <ul className="list">
        {RESOURCES.map((resource) => (
          <li key={resource.href} className="card">
            <a href={resource.href} target="_blank" rel="noopener noreferrer">
              {resource.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <p className="muted">{resource.text}</p>
          </li>
        ))}
      </ul>
    </Page>
  );
}
