/** @jest-environment jsdom */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { EXCLUDED_EXTENDED_RELATIONSHIPS, ID_LOCKED_MESSAGE, relationshipOptions } from '@imali/funeral/domain';
import { humaniseCode } from '@imali/shared/ui';
import { buildSaIdNumber, resolveToday } from '@imali/shared/validation';
import { fakeFuneralServer } from '../../testing/fake-funeral-server';
import { clickOn, errorBeside, variablesOf } from '../../testing/queries';
import { readable, renderWith } from '../../testing/render';
import FuneralRoutes from '../../routes';
import { children, fixturePolicy, member, type FixtureMember } from '../funeral-policy/policy.fixtures';
import { validateMemberForm } from './member-form-values';

type Resolvers = NonNullable<Parameters<typeof fakeFuneralServer>[0]>['resolvers'];

const thisYear = resolveToday().year;
/** 1 January, `age` years ago: exactly `age` today, whatever today is. */
const bornAged = (age: number) => `${thisYear - age}-01-01`;

function renderPolicy(policy: (id: string) => unknown, resolvers?: Resolvers) {
  const server = fakeFuneralServer({ funeral: policy, resolvers });
  renderWith(<FuneralRoutes />, { link: server.link, path: '/funeral/p1' });
  return server;
}

const click = clickOn;
const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) => errorBeside(field(label));
const requests = variablesOf;

async function openAdd(label: string) {
  await click(await screen.findByRole('button', { name: label }));
  return screen.getByRole('dialog', { name: label });
}

describe('adding a member on /funeral/:id', () => {
  it('adds a child: the spec’s messages for bad input, then createMember, then done with the reloaded premium', async () => {
    let lives: FixtureMember[] = fixturePolicy().livesCovered;
    let premium = 210;
    const server = renderPolicy(() => fixturePolicy({ livesCovered: lives, currentPremiumTotal: premium }), {
      createMember: ({ input }) => {
        const added = member('m9', input.memberType, input.firstNames, { ...input, premium: 18, coverAmount: 20000 });
        lives = [...lives, added];
        premium = 228;
        return added;
      },
    });
    await openAdd('Add a child');
    expect(within(dialog()).queryByLabelText('Relationship to you')).toBeNull();
    expect(within(dialog()).queryByLabelText('Cell Number (optional)')).toBeNull();
    await click(within(dialog()).getByRole('button', { name: 'Add to my policy' }));
    expect(errorOf('First names')).toBe('This field is required');
    expect(errorOf('Surname')).toBe('This field is required');
    expect(errorOf('Date of birth')).toBe('This field is required');
    expect(errorOf('Age')).toBe('This field is required');
    type('Age', '20');
    expect(errorOf('Age')).toBe('Age must be between 0 and 17, check age');
    type('Age', '6.5');
    expect(errorOf('Age')).toBe('Whole numbers only');
    type('Date of birth', bornAged(6));
    type('Age', '5');
    expect(errorOf('Age')).toBe('Age given does not match DOB');
    expect(server.count('FuneralCreateMember')).toBe(0);

    type('First names', 'Naledi');
    type('Surname', 'Mokoena');
    type('Age', '6');
    const submit = within(dialog()).getByRole('button', { name: 'Add to my policy' });
    await act(async () => {
      fireEvent.click(submit);
      // A second click before the first answer must not add the child twice.
      fireEvent.click(submit);
    });
    expect(requests(server, 'FuneralCreateMember')).toEqual([
      {
        input: {
          policyId: 'p1',
          memberType: 'CHILD',
          firstNames: 'Naledi',
          surname: 'Mokoena',
          gender: null,
          ageAtSignup: 6,
          dateOfBirth: bornAged(6),
          idType: null,
          idNumber: null,
          cellNumbers: [],
          email: null,
          relationship: null,
        },
      },
    ]);
    const done = await screen.findByTestId('member-done');
    expect(readable(done)).toContain('Naledi Mokoena has been added to your policy.');
    expect(readable(done)).toContain('Your premium is now R 228.00 per month.');
    await click(within(done).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readable(screen.getByTestId('members-CHILD').querySelector('summary'))).toBe('Children (3)');
    expect(readable(screen.getByTestId('funeral-policy-summary'))).toContain('R 228.00 per month');
  });

  it('asks a parent’s gender and relationship, offering the parent relationships', async () => {
    const server = renderPolicy(() => fixturePolicy());
    await openAdd('Add a parent or in-law');
    const relationship = field('Relationship to you') as unknown as HTMLSelectElement;
    expect(Array.from(relationship.options).map((option) => option.textContent)).toEqual(['Select one', ...relationshipOptions('PARENT').map(humaniseCode)]);
    type('First names', 'Nomvula');
    type('Surname', 'Dlamini');
    type('Date of birth', bornAged(58));
    type('Age', '58');
    await click(within(dialog()).getByRole('button', { name: 'Add to my policy' }));
    expect(errorOf('Relationship to you')).toBe('This field is required');
    expect(readable(within(screen.getByTestId('member-gender')).getByRole('alert'))).toBe('This field is required');
    expect(server.count('FuneralCreateMember')).toBe(0);
  });

  it('offers extended family relationships without mother, father, friends or spouses', async () => {
    renderPolicy(() => fixturePolicy());
    await openAdd('Add an extended family member');
    const options = Array.from((field('Relationship to you') as unknown as HTMLSelectElement).options).map((option) => option.value).filter(Boolean);
    expect(options).toEqual([...relationshipOptions('EXTENDED')]);
    for (const excluded of EXCLUDED_EXTENDED_RELATIONSHIPS) expect(options).not.toContain(excluded);
  });

  it('fills the date of birth, age and gender from a valid South African ID number', async () => {
    renderPolicy(() => fixturePolicy());
    await openAdd('Add a parent or in-law');
    const idNumber = buildSaIdNumber({ birthDate: bornAged(56), serial: 5123 }) as string;
    type('ID number', idNumber);
    fireEvent.blur(field('ID number'));
    expect(field('Date of birth').value).toBe(bornAged(56));
    expect(field('Age').value).toBe('56');
    expect((within(screen.getByTestId('member-gender')).getByLabelText('Male') as HTMLInputElement).checked).toBe(true);
    type('ID number', '1234567890123');
    fireEvent.blur(field('ID number'));
    expect(errorOf('ID number')).toBe('Invalid ID number');
  });

  it('asks the passport expiry date only with another country’s ID type: required, in the future, then sent', async () => {
    const server = renderPolicy(() => fixturePolicy(), { createMember: ({ input }) => member('m9', input.memberType, input.firstNames, { ...input }) });
    await openAdd('Add a parent or in-law');
    // A South African ID (the default): no passport expiry date.
    expect(within(dialog()).queryByLabelText('Passport expiry date')).toBeNull();
    fireEvent.change(field('ID type'), { target: { value: 'zim_id' } });
    expect(field('Passport expiry date').type).toBe('date');
    type('First names', 'Tendai');
    type('Surname', 'Moyo');
    type('ID number', 'ZW123456');
    type('Date of birth', bornAged(58));
    type('Age', '58');
    fireEvent.click(within(screen.getByTestId('member-gender')).getByLabelText('Female'));
    fireEvent.change(field('Relationship to you'), { target: { value: 'MOTHER' } });
    await click(within(dialog()).getByRole('button', { name: 'Add to my policy' }));
    expect(errorOf('Passport expiry date')).toBe('Required for non-South Africans');
    type('Passport expiry date', '2020-01-31');
    expect(errorOf('Passport expiry date')).toBe('Must be a future date');
    expect(server.count('FuneralCreateMember')).toBe(0);
    // Back to a South African ID: the field goes, and with it the message.
    fireEvent.change(field('ID type'), { target: { value: 'rsa_id' } });
    expect(within(dialog()).queryByLabelText('Passport expiry date')).toBeNull();
    fireEvent.change(field('ID type'), { target: { value: 'zim_id' } });
    const expires = `${thisYear + 3}-06-30`;
    type('Passport expiry date', expires);
    expect(errorOf('Passport expiry date')).toBeFalsy();
    await click(within(dialog()).getByRole('button', { name: 'Add to my policy' }));
    expect(requests(server, 'FuneralCreateMember')[0]).toMatchObject({ input: { idType: 'zim_id', idNumber: 'ZW123456', passportExpiresDate: expires } });
  });

  it('sends no passport expiry date with a South African ID', async () => {
    const server = renderPolicy(() => fixturePolicy(), { createMember: ({ input }) => member('m9', input.memberType, input.firstNames, { ...input }) });
    await openAdd('Add a child');
    fireEvent.change(field('ID type'), { target: { value: 'nam_id' } });
    type('Passport expiry date', `${thisYear + 2}-01-31`);
    fireEvent.change(field('ID type'), { target: { value: 'rsa_id' } });
    const idNumber = buildSaIdNumber({ birthDate: bornAged(6), serial: 1234 }) as string;
    type('First names', 'Naledi');
    type('Surname', 'Mokoena');
    type('ID number', idNumber);
    type('Date of birth', bornAged(6));
    type('Age', '6');
    await click(within(dialog()).getByRole('button', { name: 'Add to my policy' }));
    const [sent] = requests(server, 'FuneralCreateMember') as { input: Record<string, unknown> }[];
    expect(sent?.input).toMatchObject({ idType: 'rsa_id', idNumber });
    expect(sent?.input).not.toHaveProperty('passportExpiresDate');
  });

  it('shows the server’s field messages beside the field, and its refusal (a limit) as the form’s message', async () => {
    let answer: GraphQLError = new GraphQLError('Cover on this life is capped', {
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'idNumber', message: 'This person already has R100 000 of cover with us' }] },
    });
    renderPolicy(() => fixturePolicy(), {
      createMember: () => {
        throw answer;
      },
    });
    await openAdd('Add an extended family member');
    type('First names', 'Zanele');
    type('Surname', 'Khumalo');
    type('ID number', buildSaIdNumber({ birthDate: bornAged(40), serial: 1234 }) as string);
    type('Date of birth', bornAged(40));
    type('Age', '40');
    fireEvent.click(within(screen.getByTestId('member-gender')).getByLabelText('Female'));
    type('Relationship to you', 'AUNT');
    await click(within(dialog()).getByRole('button', { name: 'Add to my policy' }));
    expect(errorOf('ID number')).toBe('This person already has R100 000 of cover with us');

    answer = new GraphQLError('This policy already covers the most extended family members it can (10)', {
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'memberType', message: 'This policy already covers the most extended family members it can (10)' }] },
    });
    await click(within(dialog()).getByRole('button', { name: 'Add to my policy' }));
    expect(readable(await screen.findByTestId('member-form-error'))).toBe('This policy already covers the most extended family members it can (10)');
  });
});

describe('limits on adding members', () => {
  const reason = (memberType: string) => screen.queryByTestId(`add-member-${memberType}-reason`);
  const button = (label: string) => screen.getByRole('button', { name: label }) as HTMLButtonElement;

  it('allows one spouse: the add button is disabled with the reason', async () => {
    renderPolicy(() => fixturePolicy());
    await screen.findByTestId('add-members');
    expect(button('Add a spouse').disabled).toBe(true);
    expect(readable(reason('SPOUSE'))).toBe('This policy already covers a spouse');
    expect(button('Add a spouse').getAttribute('aria-describedby')).toBe(reason('SPOUSE')?.id);
    expect(button('Add a child').disabled).toBe(false);
    expect(button('Add a parent or in-law').disabled).toBe(false);
    expect(button('Add an extended family member').disabled).toBe(false);
  });

  it('blocks a sixth child, but allows it with accounting identifier FREEDOM (up to 6)', async () => {
    const holder = member('m1', 'POLICY_HOLDER', 'Thandiwe');
    const unmount = () => cleanup();
    renderPolicy(() => fixturePolicy({ livesCovered: [holder, ...children(5)] }));
    await screen.findByTestId('add-members');
    expect(button('Add a child').disabled).toBe(true);
    expect(readable(reason('CHILD'))).toBe('This policy already covers the most children it can (5)');
    unmount();

    renderPolicy(() => fixturePolicy({ accountingIdentifier: 'FREEDOM', livesCovered: [holder, ...children(5)] }));
    await screen.findByTestId('add-members');
    expect(button('Add a child').disabled).toBe(false);
    expect(reason('CHILD')).toBeNull();
    unmount();

    renderPolicy(() => fixturePolicy({ accountingIdentifier: 'FREEDOM', livesCovered: [holder, ...children(6)] }));
    await screen.findByTestId('add-members');
    expect(button('Add a child').disabled).toBe(true);
    expect(readable(reason('CHILD'))).toBe('This policy already covers the most children it can (6)');
  });

  it('counts only covered children: a cancelled child leaves room', async () => {
    const lives = [member('m1', 'POLICY_HOLDER', 'Thandiwe'), ...children(4), member('c9', 'CHILD', 'Former', { state: 'POLICY_CANCELLED', covered: false })];
    renderPolicy(() => fixturePolicy({ livesCovered: lives }));
    await screen.findByTestId('add-members');
    expect(button('Add a child').disabled).toBe(false);
  });

  it('adds no spouse or child on an INDFUN pricing version', async () => {
    renderPolicy(() => fixturePolicy({ pricingVersion: 'INDFUN-2026-11', livesCovered: [member('m1', 'POLICY_HOLDER', 'Thandiwe')] }));
    await screen.findByTestId('add-members');
    for (const [label, memberType] of [
      ['Add a spouse', 'SPOUSE'],
      ['Add a child', 'CHILD'],
    ]) {
      expect(button(label).disabled).toBe(true);
      expect(readable(reason(memberType))).toBe('A spouse or children cannot be added to this individual policy');
    }
    expect(button('Add a parent or in-law').disabled).toBe(false);
  });

  it('allows at most 4 parents and 10 extended family members', async () => {
    const parents = Array.from({ length: 4 }, (_, i) => member(`p${i}`, 'PARENT', `Parent${i}`, { ageAtSignup: 60, relationship: 'MOTHER' }));
    const extended = Array.from({ length: 10 }, (_, i) => member(`e${i}`, 'EXTENDED', `Ext${i}`, { relationship: 'AUNT' }));
    renderPolicy(() => fixturePolicy({ livesCovered: [member('m1', 'POLICY_HOLDER', 'Thandiwe'), ...parents, ...extended] }));
    await screen.findByTestId('add-members');
    expect(readable(reason('PARENT'))).toBe('This policy already covers the most parents and in-laws it can (4)');
    expect(readable(reason('EXTENDED'))).toBe('This policy already covers the most extended family members it can (10)');
  });
});

describe('editing a member on /funeral/:id', () => {
  const spouseId = buildSaIdNumber({ birthDate: bornAged(32), serial: 6001 }) as string;
  const storedSpouse = member('m2', 'SPOUSE', 'Sipho', {
    gender: 'MALE',
    // Joined last year: 31 then, 32 today. The form must not refuse it (the server checks it on the day they joined).
    ageAtSignup: 31,
    dateOfBirth: bornAged(32),
    idType: 'rsa_id',
    idNumber: spouseId,
    cellNumbers: ['0821234567'],
    email: 'sipho@example.co.za',
    // Joined over a year ago: 31 then, with a birth date 32 years ago today.
    joinedAt: new Date(Date.now() - 400 * 86_400_000).toISOString(),
  });

  async function openEdit(name: string) {
    const row = (await screen.findAllByTestId('funeral-member')).find((candidate) => readable(candidate).startsWith(name));
    await click(within(row as HTMLElement).getByRole('button', { name: `Edit ${name}` }));
    return screen.getByRole('dialog', { name: `Edit ${name}` });
  }

  it('shows the ID type and number read-only once set, and sends updateMember without them', async () => {
    const server = renderPolicy(() => fixturePolicy(), {
      member: () => storedSpouse,
      updateMember: ({ id, input }) => ({ ...storedSpouse, id, ...input }),
    });
    await openEdit('Sipho Mokoena');
    await screen.findByTestId('member-form');
    expect(field('ID number').readOnly).toBe(true);
    expect(field('ID number').value).toBe(spouseId);
    expect(field('ID type').value).toBe('South African ID');
    expect(readable(screen.getByTestId('member-id-locked'))).toContain(ID_LOCKED_MESSAGE);
    expect(field('Age when added to the policy').value).toBe('31');
    expect(field('Email (optional)').value).toBe('sipho@example.co.za');
    type('First names', 'Sipho Thabo');
    await click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    expect(requests(server, 'FuneralUpdateMember')).toEqual([
      {
        id: 'm2',
        input: {
          firstNames: 'Sipho Thabo',
          surname: 'Mokoena',
          gender: 'MALE',
          ageAtSignup: 31,
          dateOfBirth: bornAged(32),
          cellNumbers: ['0821234567'],
          email: 'sipho@example.co.za',
          relationship: null,
        },
      },
    ]);
    expect(readable(await screen.findByTestId('member-done'))).toContain('Sipho Thabo’s details have been saved.');
    expect(server.count('FuneralPolicyDetail')).toBe(2);
  });

  it('lets a member without an ID number get one', async () => {
    const child = member('m3', 'CHILD', 'Lerato', { ageAtSignup: 4, dateOfBirth: bornAged(4) });
    const server = renderPolicy(() => fixturePolicy(), { member: () => child, updateMember: ({ id, input }) => ({ ...child, id, ...input }) });
    await openEdit('Lerato Mokoena');
    await screen.findByTestId('member-form');
    expect(field('ID number').readOnly).toBe(false);
    const idNumber = buildSaIdNumber({ birthDate: bornAged(4), serial: 2002 }) as string;
    type('ID number', idNumber);
    await click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    expect(requests(server, 'FuneralUpdateMember')[0]).toMatchObject({ id: 'm3', input: { idType: 'rsa_id', idNumber } });
  });

  it('asks a member sold with another country’s ID for the passport expiry date, and sends it with the edit', async () => {
    const zimbabwean = member('m7', 'EXTENDED', 'Rudo', { gender: 'FEMALE', ageAtSignup: 31, dateOfBirth: bornAged(31), relationship: 'AUNT', idType: 'zim_id', idNumber: 'ZW998877', passportExpiresDate: null, joinedAt: new Date().toISOString() });
    const server = renderPolicy(() => fixturePolicy({ livesCovered: [...fixturePolicy().livesCovered, zimbabwean] }), { member: () => zimbabwean, updateMember: ({ id, input }) => ({ ...zimbabwean, id, ...input }) });
    await openEdit('Rudo Mokoena');
    await screen.findByTestId('member-form');
    expect(field('ID type').value).toBe('Zimbabwean ID');
    await click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    expect(errorOf('Passport expiry date')).toBe('Required for non-South Africans');
    expect(server.count('FuneralUpdateMember')).toBe(0);
    const expires = `${thisYear + 1}-12-31`;
    type('Passport expiry date', expires);
    await click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    const [sent] = requests(server, 'FuneralUpdateMember') as { input: Record<string, unknown> }[];
    expect(sent?.input).toMatchObject({ passportExpiresDate: expires });
    expect(sent?.input).not.toHaveProperty('idType');
  });

  it('shows no passport expiry date for a member with a South African ID', async () => {
    renderPolicy(() => fixturePolicy(), { member: () => storedSpouse });
    await openEdit('Sipho Mokoena');
    await screen.findByTestId('member-form');
    expect(within(dialog()).queryByLabelText('Passport expiry date')).toBeNull();
  });

  it('says the member was not found for NOT_FOUND', async () => {
    renderPolicy(() => fixturePolicy(), {
      member: () => {
        throw new GraphQLError('Member not found', { extensions: { code: 'NOT_FOUND' } });
      },
    });
    await openEdit('Sipho Mokoena');
    expect(readable(await screen.findByTestId('member-not-found'))).toBe('We could not find this person on your policy');
  });

  it('says "Something has gone wrong. Please contact support" when the member cannot be read', async () => {
    renderPolicy(() => fixturePolicy(), {
      member: () => {
        throw new Error('upstream down');
      },
    });
    await openEdit('Sipho Mokoena');
    await waitFor(() => expect(readable(screen.getByTestId('member-load-error'))).toContain('Something has gone wrong. Please contact support'));
  });
});

describe('validateMemberForm (the shared rules on the form’s values)', () => {
  const today = new Date();
  const values = { firstNames: 'Sipho', surname: 'Mokoena', dateOfBirth: bornAged(32), ageAtSignup: '31', idType: 'rsa_id' };

  it('checks the age against the date of birth today when adding', () => {
    expect(validateMemberForm('SPOUSE', values, { today })).toEqual({ ageAtSignup: 'Age given does not match DOB', dateOfBirth: 'Your date of birth does not match age given' });
  });

  it('checks the age at signup on the day the member joined when editing', () => {
    // 31 with a birth date 32 years ago: wrong today, right on a day over a year ago.
    const joined = new Date(Date.now() - 400 * 86_400_000);
    expect(validateMemberForm('SPOUSE', values, { stored: { idType: null, idNumber: null }, today: joined })).toEqual({});
    expect(validateMemberForm('SPOUSE', values, { stored: { idType: null, idNumber: null }, today })).toEqual({ ageAtSignup: 'Age given does not match DOB', dateOfBirth: 'Your date of birth does not match age given' });
    expect(validateMemberForm('SPOUSE', { ...values, ageAtSignup: '61' }, { stored: { idType: null, idNumber: null }, today: joined })).toEqual({
      ageAtSignup: 'Age must be between 18 and 60, check age',
      dateOfBirth: 'Your date of birth does not match age given',
    });
  });

  it('names the cell number as the form does, and refuses a changed locked ID number', () => {
    const stored = { idType: 'rsa_id', idNumber: buildSaIdNumber({ birthDate: bornAged(32), serial: 6001 }) as string };
    const changed = buildSaIdNumber({ birthDate: bornAged(32), serial: 6002 }) as string;
    expect(validateMemberForm('SPOUSE', { ...values, ageAtSignup: '32', cellNumber: '12345', idNumber: changed }, { stored, today })).toEqual({
      cellNumber: 'Invalid cellphone number',
      idNumber: ID_LOCKED_MESSAGE,
    });
  });
});
