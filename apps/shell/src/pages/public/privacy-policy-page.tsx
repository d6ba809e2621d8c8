import { Link } from 'react-router-dom';
import { Page } from '@imali/shared/ui';
import { COMPANY, INFO_EMAIL } from '../../public-site/site-links';

/** A plain-language summary of how Imali handles personal information (POPIA). */
export function PrivacyPolicyPage() {
  return (
    <Page title="Privacy policy" testId="privacy-policy-page" intro="How we look after your personal information.">
      <h2>What we collect</h2>
      <p>
        The details you give us: your name, ID or passport number, contact details, income and, when you buy a product,
        your bank account and the people you cover. When you ask us to contact you, we keep your name, cell number, email
        address and message.
      </p>
      <h2>Why we use it</h2>
      <p>
        To show you your savings, debt and policies, to quote for and administer the products you choose, to contact you
        when you ask us to, and to meet our legal duties. We only show you your own records.
      </p>
      <h2>How we protect it</h2>
      <p>
        ID numbers and bank account numbers are encrypted when we store them. You sign in with a secure session that ends
        when you log out or after a period without activity.
      </p>
      <h2>Cookies</h2>
      <p>
        We use a cookie to keep you signed in and a cookie that remembers whether you accepted or declined cookies (for
        365 days). By continuing to browse you accept our use of cookies.
      </p>
      <h2>Your rights</h2>
      <p>
        Under the Protection of Personal Information Act (POPIA) you may ask what information we hold about you, ask us to
        correct or delete it, and object to how we use it. You can also complain to the Information Regulator.
      </p>
      <h2>Contact</h2>
      <p>
        {COMPANY.name}: <a href={`mailto:${INFO_EMAIL}`}>{INFO_EMAIL}</a>, or <Link to="/contact-us">let us contact you</Link>.
      </p>
    </Page>
  );
}
