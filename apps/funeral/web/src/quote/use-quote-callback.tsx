import { useCallback, useMemo, type ReactNode } from 'react';
import { useContactPanel, type ContactFormValues } from '@imali/shared/web';

/** funeral.md section 7: the quick quote's callback request. */
export const CALLBACK_TALK_ABOUT = 'Funeral Cover';
export const CALLBACK_MESSAGE = 'Quick Quote Callback Request';
export const CALLBACK_ROUTING = 'fun';

export interface KnownContact {
  firstName?: string;
  surname?: string;
  email?: string;
}

export interface QuoteCallback {
  /** "Request a Callback". */
  requestCallback: () => void;
  /** Render once: the "Let us contact you" modal (the remote has its own copy of the panel). */
  contactPanel: ReactNode;
}

/**
 * The "Let us contact you" panel with the quote's fixed values (talk about Funeral Cover,
 * routing fun) and what the quote already knows of the visitor. `thankYouPath: null` keeps the
 * wizard or calculator where it is.
 */
export function useQuoteCallback(known: KnownContact = {}): QuoteCallback {
  const { openContactPanel, contactPanel } = useContactPanel({ routing: CALLBACK_ROUTING, thankYouPath: null });
  const { firstName, surname, email } = known;
  const base = useMemo<ContactFormValues>(() => {
    const values: ContactFormValues = { talkAbout: CALLBACK_TALK_ABOUT };
    if (firstName?.trim()) values.firstName = firstName.trim();
    if (surname?.trim()) values.surname = surname.trim();
    if (email?.trim()) values.email = email.trim();
    return values;
  }, [firstName, surname, email]);
  const open = useCallback((message: string) => openContactPanel({ initialValues: { ...base, message } }), [openContactPanel, base]);
  const requestCallback = useCallback(() => open(CALLBACK_MESSAGE), [open]);
  return { requestCallback, contactPanel };
}
