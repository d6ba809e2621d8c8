import * as messages from './messages';

// The spec's words, copied from its section 5 lists. A change here is a change to the spec.
describe('messages', () => {
  it.each([
    [messages.REQUIRED_MESSAGE, 'This field is required'],
    [messages.NUMBER_MESSAGE, 'This field needs to be a number like 123 or 123.45'],
    [messages.WHOLE_NUMBER_MESSAGE, 'Whole numbers only'],
    [messages.GREATER_THAN_ZERO_MESSAGE, 'Must be greater than zero'],
    [messages.SELECT_ONE_MESSAGE, 'Select one'],
    [messages.EMAIL_MESSAGE, 'Invalid email address'],
    [messages.CELLPHONE_MESSAGE, 'Invalid cellphone number'],
    [messages.SA_ID_NUMBER_MESSAGE, 'Invalid ID number'],
    [messages.BIRTH_DATE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE, '"Birth Date" does not match ID Number'],
    [messages.REQUIRED_FOR_NON_SOUTH_AFRICANS_MESSAGE, 'Required for non-South Africans'],
    [messages.REQUIRED_FOR_THIRD_PARTY_ACCOUNTS_MESSAGE, 'Required for third party accounts'],
    [messages.TAX_NUMBER_MESSAGE, 'Invalid Tax Number'],
    [messages.FUTURE_DATE_MESSAGE, 'Must be a future date'],
    [messages.ACCEPT_TERMS_MESSAGE, 'Need to accept Ts and Cs to Continue'],
    [messages.ACCEPT_TERMS_PROFILE_MESSAGE, 'You need to accept our Ts & Cs to Continue'],
    [messages.ACCEPT_TERMS_AND_CONDITIONS_MESSAGE, 'You need to accept terms and conditions to continue'],
    [messages.betweenMessage(1, 10), 'Must be between 1 and 10'],
    [messages.alreadySignedUpMessage('Imali'), 'You have already signed up using this ID Number with another Imali account'],
  ])('%p', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
