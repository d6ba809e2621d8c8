import { CELLPHONE_MESSAGE, EMAIL_MESSAGE, INVALID_REQUEST_KEY_MESSAGE, REQUIRED_MESSAGE, SELECT_ONE_MESSAGE, atMostCharactersMessage, collectErrors } from '@imali/shared/validation';
import { LEAD_FIELD_RULES, LEAD_RULES, TALK_ABOUT_OPTIONS } from './lead-rules';

const valid = { firstName: 'Thandi', cellNumber: '0821234567', talkAbout: 'Savings', idempotencyKey: '3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70' };

describe('LEAD_RULES (contact form and createLead)', () => {
  it('accepts a complete lead with optional fields left out', () => {
    expect(collectErrors(valid, LEAD_RULES)).toEqual([]);
  });

  it.each([
    ['firstName', ' ', REQUIRED_MESSAGE],
    ['firstName', 'a'.repeat(101), atMostCharactersMessage(100)],
    ['surname', 'a'.repeat(101), atMostCharactersMessage(100)],
    ['cellNumber', '', REQUIRED_MESSAGE],
    ['cellNumber', '12345', CELLPHONE_MESSAGE],
    ['email', 'x@', EMAIL_MESSAGE],
    ['talkAbout', '', SELECT_ONE_MESSAGE],
    ['talkAbout', 'Loans', SELECT_ONE_MESSAGE],
    ['message', 'a'.repeat(2001), atMostCharactersMessage(2000)],
    ['routing', 'a'.repeat(41), atMostCharactersMessage(40)],
    ['idempotencyKey', 'short', INVALID_REQUEST_KEY_MESSAGE],
    ['idempotencyKey', '', REQUIRED_MESSAGE],
  ])('%s = %p → %s', (field, value, message) => {
    expect(collectErrors({ ...valid, [field]: value }, LEAD_RULES)).toEqual([{ field, message }]);
    expect(LEAD_FIELD_RULES[field as keyof typeof LEAD_FIELD_RULES](value)).toBe(message);
  });

  it.each(TALK_ABOUT_OPTIONS.map((option) => [option]))('accepts talkAbout %s', (talkAbout) => {
    expect(collectErrors({ ...valid, talkAbout }, LEAD_RULES)).toEqual([]);
  });
});
