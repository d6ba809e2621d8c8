import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, ErrorMessage, LinkButton, Modal, Spinner } from '@imali/shared/ui';
import { errorMessage } from '../feedback/errors';
import { SharedTermsTemplateDocument } from '../gql/graphql';

/** The template name of the terms and conditions. */
export const TERMS_TEMPLATE_NAME = 'CONST_TERMS';
export const TERMS_TITLE = 'Terms and conditions';
const TERMS_UNAVAILABLE = 'The terms and conditions are not available right now. Please try again later.';

export interface TermsModalProps {
  open: boolean;
  onClose: () => void;
}

type Sanitize = (html: string) => string;

/**
 * The HTML sanitiser (DOMPurify, about 10 KB gzip), fetched when the modal first opens rather
 * than with the sign-in page (issue 12: the shell's first load). A failed fetch can be retried.
 */
function useSanitizer(wanted: boolean): { sanitize: Sanitize | null; failed: boolean; retry: () => void } {
  const [sanitize, setSanitize] = useState<Sanitize | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || sanitize) return;
    let live = true;
    import('./sanitize-html').then(
      (module) => live && setSanitize(() => module.sanitizeHtml),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, sanitize, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  return { sanitize, failed, retry };
}

/**
 * The terms and conditions from the CONST_TERMS template, sanitised before they are shown. The
 * template is fetched the first time the modal opens (then from the cache); a failure shows
 * inline with Try again.
 */
export function TermsModal({ open, onClose }: TermsModalProps) {
  const { data, loading, error, refetch } = useQuery(SharedTermsTemplateDocument, {
    variables: { name: TERMS_TEMPLATE_NAME },
    skip: !open,
    notifyOnNetworkStatusChange: true,
  });
  const sanitizer = useSanitizer(open);
  const template = data?.getTemplate;
  const html = useMemo(() => (template?.html && sanitizer.sanitize ? sanitizer.sanitize(template.html) : ''), [template, sanitizer.sanitize]);

  let content: ReactNode;
  if (loading) content = <Spinner label="Loading the terms and conditions" />;
  else if (error) content = <ErrorMessage message={errorMessage(error)} onRetry={() => void refetch()} testId="terms-error" />;
  else if (template?.html && sanitizer.failed) content = <ErrorMessage message={TERMS_UNAVAILABLE} onRetry={sanitizer.retry} testId="terms-error" />;
  else if (template?.html && !sanitizer.sanitize) content = <Spinner label="Loading the terms and conditions" />;
  else if (html) content = <div className="terms-content" data-testid="terms-content" dangerouslySetInnerHTML={{ __html: html }} />;
  else if (data) content = <p data-testid="terms-unavailable">{TERMS_UNAVAILABLE}</p>;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={TERMS_TITLE}
      closeLabel="Close terms and conditions"
      testId="terms-modal"
      footer={
        <Button block variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {content}
    </Modal>
  );
}

export interface TermsModalControls {
  openTerms: () => void;
  closeTerms: () => void;
  isOpen: boolean;
  /** Render this once (it is portalled over the page). */
  termsModal: ReactNode;
}

/** The terms modal with its open state, for any trigger (a checkbox label, a footer link). */
export function useTermsModal(): TermsModalControls {
  const [isOpen, setOpen] = useState(false);
  const openTerms = useCallback(() => setOpen(true), []);
  const closeTerms = useCallback(() => setOpen(false), []);
  return { openTerms, closeTerms, isOpen, termsModal: <TermsModal open={isOpen} onClose={closeTerms} /> };
}

export interface TermsLinkProps {
  children?: ReactNode;
  className?: string;
  testId?: string;
}

/**
 * A text link that opens the terms modal, e.g. inside a checkbox label:
 * `I accept the <TermsLink>terms and conditions</TermsLink>`. Clicking it does not tick the box.
 */
export function TermsLink({ children = 'Terms and conditions', className, testId = 'terms-link' }: TermsLinkProps) {
  const { openTerms, termsModal } = useTermsModal();
  return (
    <>
      <LinkButton
        className={className}
        data-testid={testId}
        aria-haspopup="dialog"
        onClick={(event) => {
          // Inside a <label> the click must open the terms, not toggle the checkbox.
          event.preventDefault();
          openTerms();
        }}
      >
        {children}
      </LinkButton>
      {termsModal}
    </>
  );
}
