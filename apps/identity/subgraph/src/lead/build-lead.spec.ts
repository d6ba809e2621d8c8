import { buildLeadRecord } from './build-lead';

const form = { firstName: 'Sipho', cellNumber: '0821234567', talkAbout: 'Savings', message: 'Call after 5' };

describe('buildLeadRecord (spec §7)', () => {
  it('builds the default website lead', () => {
    expect(buildLeadRecord(form)).toEqual({
      ...form,
      routing: null,
      contactMethod: 'PHONE',
      leadMessageSent: 'visited our website and contacted us',
      leadMessageReturned: "I'd like to talk about: Savings, Message: Call after 5",
      leadServiceId: 'mkw',
      leadSourceDescription: 'Imali website',
      leadPriority: 99,
      campaignDescription: null,
    });
  });

  it.each([
    ['sav', 'sav', 'PHONE'],
    ['fun', 'fun', 'PHONE'],
    ['cli', 'cli', 'EMPLOYEE_CONTACT'],
    ['mcc', 'mcc', 'EMPLOYEE_CONTACT'],
    ['af', 'afb', 'PHONE'],
    ['debt', 'mkw', 'PHONE'],
    ['xyz', 'mkw', 'PHONE'],
  ])('routing %s gives service %s and contact method %s', (routing, service, method) => {
    const lead = buildLeadRecord({ ...form, routing });
    expect(lead.leadServiceId).toBe(service);
    expect(lead.contactMethod).toBe(method);
    expect(lead.routing).toBe(routing);
    expect(lead.leadPriority).toBe(99);
  });

  it('uses referral texts for af', () => {
    const lead = buildLeadRecord({ ...form, routing: 'AF' });
    expect(lead.leadMessageSent).toBe('was referred by a partner and contacted us');
    expect(lead.leadMessageReturned).toContain('Referral.');
  });

  it("a lead from Fasta (routing fasta, any case) says so: 'Lead from Fasta', the rest as the website's", () => {
    const lead = buildLeadRecord({ ...form, routing: 'Fasta' });
    expect(lead.leadMessageSent).toBe('Lead from Fasta');
    expect(lead.leadServiceId).toBe('mkw');
    expect(lead.contactMethod).toBe('PHONE');
    expect(lead.leadMessageReturned).toBe("I'd like to talk about: Savings, Message: Call after 5");
    expect(buildLeadRecord({ ...form, routing: 'xyz' }).leadMessageSent).toBe('visited our website and contacted us');
  });

  it('keeps an empty message as empty text', () => {
    expect(buildLeadRecord({ ...form, message: undefined }).leadMessageReturned).toBe("I'd like to talk about: Savings, Message: ");
  });
});
