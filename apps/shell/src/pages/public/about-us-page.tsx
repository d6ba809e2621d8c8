import { ButtonLink, Card, Page } from '@imali/shared/ui';

const WHAT_WE_DO = [
  {
    title: 'Savings',
    text: 'Set goals for the things that matter (a house, a car, education, a holiday, an emergency fund or December) and see each one fill up month by month.',
  },
  {
    title: 'Debt',
    text: 'See your monthly budget, what you pay towards debt each month and when it will be paid off, and how debt counselling or paying the smallest debt first could change that.',
  },
  {
    title: 'Credit life cover',
    text: 'Cover that pays your loans if you pass away or cannot work, so your family does not inherit your debt.',
  },
  {
    title: 'Funeral cover',
    text: 'Get a quote in a few steps and cover yourself, your spouse, your children and your wider family, or cover your burial society as a group.',
  },
];

export function AboutUsPage() {
  return (
    <Page title="About Imali" testId="about-us-page" intro="Improve your financial future today.">
      <p>
        Imali is a South African financial-services platform for everyday people. We bring the money decisions that
        usually live in different places (saving, paying off debt and protecting your family) into one place, in rand,
        on your phone or your computer.
      </p>
      <p>
        We believe good financial advice should not be reserved for people who can pay for it. Imali shows you where you
        stand in plain language, with the numbers that matter, and leaves the choices to you.
      </p>
      <ul className="card-grid section" aria-label="What Imali does">
        {WHAT_WE_DO.map((item) => (
          <li key={item.title}>
            <Card title={item.title} headingLevel={2}>
              <p className="muted">{item.text}</p>
            </Card>
          </li>
        ))}
      </ul>
      <p className="section">
        Your ID number and bank details are encrypted when we store them, and you only ever see your own records. If you
        need a clearance certificate after debt review, or a safe place for your ID, payslips and policy documents, that
        lives in Imali too.
      </p>
      <div className="button-row">
        <ButtonLink to="/contact-us">Let us contact you</ButtonLink>
      </div>
    </Page>
  );
}
