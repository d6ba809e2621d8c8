import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { EmptyState, ErrorMessage, Page, Spinner } from '@imali/shared/ui';
import { SharedTermsTemplateDocument, TERMS_TEMPLATE_NAME, TERMS_TITLE } from '@imali/shared/web';
import { DOCUMENTS_ERROR_MESSAGE } from '../documents/document-states';

/**
 * /documents/tc: the terms from getTemplate(CONST_TERMS). The server sends sanitised HTML; it is
 * sanitised again here (DOMPurify, in its own chunk) because the browser must never trust markup.
 */
export function TermsPage() {
  const { data, loading, error, refetch } = useQuery(SharedTermsTemplateDocument, { variables: { name: TERMS_TEMPLATE_NAME }, notifyOnNetworkStatusChange: true });
  const [sanitize, setSanitize] = useState<((html: string) => string) | null>(null);
  const [sanitizerFailed, setSanitizerFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import(/* webpackChunkName: "sanitize-html" */ 'dompurify').then(
      ({ default: purify }) => live && setSanitize(() => (html: string) => purify.sanitize(html, { USE_PROFILES: { html: true } })),
      () => live && setSanitizerFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  const html = useMemo(() => (data && sanitize ? sanitize(data.getTemplate.html) : null), [data, sanitize]);

  let content;
  if (error || sanitizerFailed) content = <ErrorMessage message={DOCUMENTS_ERROR_MESSAGE} onRetry={() => void refetch()} testId="terms-error" />;
  else if ((loading && !data) || html === null) content = <Spinner label="Loading the terms and conditions" />;
  // A template with nothing left to show (empty, or all of it taken out) is said so, not loaded for ever.
  else if (!html.trim()) content = <EmptyState title="The terms and conditions are not available right now" testId="terms-empty" />;
  else content = <div className="vault-terms" data-testid="terms-text" dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <Page title={TERMS_TITLE} testId="terms-page">
      {content}
    </Page>
  );
}
