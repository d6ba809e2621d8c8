// getTemplate's HTML, made safe on the server (issue 15): whatever is stored (editable without a
// release), the API answers only headings, paragraphs, lists, emphasis, tables and https/mailto links.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote', 'hr', 'span'],
  allowedAttributes: { a: ['href', 'title'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Links leave the app in a new tab without giving it a handle on ours.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
  disallowedTagsMode: 'discard',
};
// target and rel are added by the transform, after the attribute filter.
OPTIONS.allowedAttributes = { ...(OPTIONS.allowedAttributes as Record<string, string[]>), a: ['href', 'title', 'target', 'rel'] };

export function sanitiseTemplateHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Template names are codes: CONST_TERMS, CONST_PRIVACY_POLICY, ... */
export const TEMPLATE_NAME = /^[A-Z][A-Z0-9_]{0,59}$/;

/**
 * The other legal texts the vault and the sales flows show (docs/decisions/legal-templates.md),
 * served when the database holds no row of that name (a row, once added, wins).
 */
export const BUILT_IN_TEMPLATES: Readonly<Record<string, string>> = {
  CONST_PRIVACY_POLICY: `<h2>Imali privacy notice</h2>
<p>We collect the personal information you give us (your name, ID number, contact details, bank details, documents you upload) and information from credit bureaus you allow us to ask, to provide and administer the products you choose.</p>
<h3>How we use it</h3>
<ul><li>To quote, sell and administer your policies, savings and debt plans.</li><li>To verify your identity and prevent fraud.</li><li>To meet our legal duties (FICA, FAIS, the Insurance Act).</li></ul>
<h3>Your rights</h3>
<p>Under the Protection of Personal Information Act you may ask what we hold about you, ask us to correct or delete it, and object to direct marketing. Write to <a href="mailto:privacy@imali.example">privacy@imali.example</a>. You may complain to the Information Regulator.</p>`,
  CONST_DEBIT_ORDER_TERMS: `<h2>Debit order terms</h2>
<p>By accepting a debit order mandate you authorise us to debit the account you named with the amounts due, on the day you chose each month (or the next business day), up to the maximum amount in the mandate.</p>
<p>A DebiCheck mandate is confirmed with your bank before any debit. You may cancel the mandate with 30 days' notice; cancelling does not cancel amounts you already owe. Debits for the same amount are not refunded on dispute when the mandate was accepted.</p>`,
  CONST_DOCUMENT_VAULT_TERMS: `<h2>Your document vault</h2>
<p>Documents you upload or that we make for you (policy schedules, certificates, mandates) are kept in your vault and shown only to you and to staff who need them to service your products.</p>
<p>When you e-mail a document, it leaves Imali: send it only to addresses you trust. Links to a document work for five minutes.</p>`,
};
