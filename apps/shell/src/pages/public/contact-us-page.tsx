import { useSearchParams } from 'react-router-dom';
import { Card, Page } from '@imali/shared/ui';
import { ContactPanel } from '@imali/shared/web';
import { COMPANY, INFO_EMAIL } from '../../public-site/site-links';

/**
 * The inline "Let us contact you" panel and our details. A `?routing=` code on the link (sav,
 * fun, cli, debt, af, or a campaign's own) prefills the topic and goes with the lead.
 */
export function ContactUsPage() {
  const [searchParams] = useSearchParams();
  const routing = searchParams.get('routing');
  return (
    <Page title="Contact us" testId="contact-us-page" intro="We help with debt, savings, credit life cover and funeral cover.">
      <div className="contact-layout">
        <ContactPanel variant="inline" routing={routing} />
        <Card title="Our details" testId="contact-details">
          <address className="contact-details">
            {COMPANY.name}
            {COMPANY.addressLines.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </address>
          <p>
            Email: <a href={`mailto:${INFO_EMAIL}`}>{INFO_EMAIL}</a>
          </p>
          <p className="muted">Leave your details and one of our consultants will call you back.</p>
        </Card>
      </div>
    </Page>
  );
}
