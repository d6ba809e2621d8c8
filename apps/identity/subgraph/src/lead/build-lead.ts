/** The site name recorded as the lead's source (spec §7: "the source site name"). */
export const LEAD_SOURCE = 'Imali website';
/** One list with the contact form's (@imali/shared/domain). */
export { TALK_ABOUT_OPTIONS } from '@imali/shared/domain';

export interface LeadFormValues {
  firstName: string;
  surname?: string | null;
  cellNumber: string;
  email?: string | null;
  talkAbout: string;
  message?: string | null;
  routing?: string | null;
}

export interface LeadRecord extends LeadFormValues {
  contactMethod: 'PHONE' | 'EMPLOYEE_CONTACT';
  leadMessageSent: string;
  leadMessageReturned: string;
  leadServiceId: string;
  leadSourceDescription: string;
  leadPriority: number;
  campaignDescription: string | null;
}

/** Routing short codes that have their own lead service (spec §7; ids not shown, so the code itself). */
const OWN_SERVICE = new Set(['sav', 'cli', 'fun', 'mcc']);
const EMPLOYEE_CONTACT = new Set(['cli', 'mcc']);
/** The partner whose leads carry their own message (spec §7: "or 'Lead from Fasta' for that source"), by its routing code. */
export const FASTA_ROUTING = 'fasta';

/** Builds the lead record exactly as spec §7 describes (decisions in docs/decisions/lead-record.md). */
export function buildLeadRecord(values: LeadFormValues): LeadRecord {
  const routing = values.routing?.trim().toLowerCase() || null;
  const message = values.message?.trim() ?? '';
  const record: LeadRecord = {
    ...values,
    routing,
    contactMethod: 'PHONE',
    leadMessageSent: 'visited our website and contacted us',
    leadMessageReturned: `I'd like to talk about: ${values.talkAbout}, Message: ${message}`,
    leadServiceId: 'mkw',
    leadSourceDescription: LEAD_SOURCE,
    leadPriority: 99,
    campaignDescription: routing,
  };
  if (routing === 'af') {
    record.leadServiceId = 'afb';
    record.leadMessageSent = 'was referred by a partner and contacted us';
    record.leadMessageReturned = `Referral. I'd like to talk about: ${values.talkAbout}, Message: ${message}`;
  } else if (routing === FASTA_ROUTING) {
    record.leadMessageSent = 'Lead from Fasta';
  } else if (routing && OWN_SERVICE.has(routing)) {
    record.leadServiceId = routing;
  }
  if (routing && EMPLOYEE_CONTACT.has(routing)) record.contactMethod = 'EMPLOYEE_CONTACT';
  return record;
}
