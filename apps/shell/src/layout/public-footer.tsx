import { Link } from 'react-router-dom';
import { LinkButton } from '@imali/shared/ui';
import { useTermsModal } from '@imali/shared/web';
import { COOKIE_NOTICE } from '../public-site/cookie-banner';
import { COMPANY, INFO_EMAIL, PRIVACY_PATH, RESOURCES_PATH, SOCIAL_LINKS } from '../public-site/site-links';

/** Location and address, social links, the info mail link, and terms, privacy and resources. */
export function PublicFooter() {
  const { openTerms, termsModal } = useTermsModal();
  return (
    <footer className="public-footer" data-testid="public-footer">
      <div className="public-footer__inner">
        <section className="public-footer__section" aria-labelledby="footer-location">
          <h2 id="footer-location" className="public-footer__heading">
            Where we are
          </h2>
          <address className="public-footer__address">
            {COMPANY.name}
            {COMPANY.addressLines.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
            <br />
            <a href={`mailto:${INFO_EMAIL}`} data-testid="info-mail-link">
              {INFO_EMAIL}
            </a>
          </address>
        </section>
        <nav className="public-footer__section" aria-labelledby="footer-links">
          <h2 id="footer-links" className="public-footer__heading">
            Imali
          </h2>
          <ul className="public-footer__list">
            <li>
              <Link to="/about-us">About us</Link>
            </li>
            <li>
              <Link to="/contact-us">Contact us</Link>
            </li>
            <li>
              <LinkButton onClick={openTerms} aria-haspopup="dialog" data-testid="footer-terms">
                Terms
              </LinkButton>
            </li>
            <li>
              <Link to={PRIVACY_PATH}>Privacy</Link>
            </li>
            <li>
              <Link to={RESOURCES_PATH}>Resources</Link>
            </li>
          </ul>
        </nav>
        <nav className="public-footer__section" aria-labelledby="footer-social">
          <h2 id="footer-social" className="public-footer__heading">
            Follow us
          </h2>
          <ul className="public-footer__list">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.to} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="public-footer__legal">
        <p>
          {COOKIE_NOTICE}. See our <Link to={PRIVACY_PATH}>privacy policy</Link>.
        </p>
        <p>
          © {new Date().getFullYear()} {COMPANY.name}. Improve your financial future today.
        </p>
      </div>
      {termsModal}
    </footer>
  );
}
