// Public site addresses in one place (docs/decisions/blog-link.md, footer-contact-details.md).

export interface SiteLink {
  label: string;
  /** An in-app path (router link) or an external URL. */
  to: string;
  external?: boolean;
}

/** The spec's blog is external and its address is not given. */
export const BLOG_URL = 'https://imali.co.za/blog';

/** Header links in the spec's order: savings, debt, credit life, funeral, about, blog, contact. */
export const HEADER_LINKS: readonly SiteLink[] = [
  { label: 'Savings', to: '/savings' },
  { label: 'Debt', to: '/debt' },
  { label: 'Credit Life', to: '/credit-life' },
  { label: 'Funeral', to: '/funeral' },
  { label: 'About', to: '/about-us' },
  { label: 'Blog', to: BLOG_URL, external: true },
  { label: 'Contact', to: '/contact-us' },
];

export const INFO_EMAIL = 'info@imali.co.za';

/** Placeholder until the registered address is confirmed (docs/decisions/footer-contact-details.md). */
export const COMPANY = {
  name: 'Imali (Pty) Ltd',
  addressLines: ['Cape Town', 'Western Cape', 'South Africa'],
} as const;

/** The platforms' home pages until Imali's own profile addresses are confirmed. */
export const SOCIAL_LINKS: readonly SiteLink[] = [
  { label: 'Facebook', to: 'https://www.facebook.com/', external: true },
  { label: 'X (Twitter)', to: 'https://x.com/', external: true },
  { label: 'LinkedIn', to: 'https://www.linkedin.com/', external: true },
  { label: 'Instagram', to: 'https://www.instagram.com/', external: true },
];

export const PRIVACY_PATH = '/privacy-policy';
export const RESOURCES_PATH = '/resources';
