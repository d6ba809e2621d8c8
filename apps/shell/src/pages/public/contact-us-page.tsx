import { ButtonLink, Card, Page } from '@imali/shared/ui';

const TOPICS = ['Debt Management', 'Credit Life Cover', 'Funeral Cover', 'Savings', 'Other'];

export function ContactUsPage() {
  return (
    <Page title="Contact us" testId="contact-us-page">
      <Card title="We can help with">
        <ul>
          {TOPICS.map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </ul>
      </Card>
      <div className="section">
        <p>Already a client? Sign in to see your goals, policies and documents.</p>
        <ButtonLink to="/sign-in">Sign in</ButtonLink>
      </div>
    </Page>
  );
}
