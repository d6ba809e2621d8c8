import { vaultSlots } from './vault-slots';

const doc = (id: string, type: string | null, createdAt: string | null = null) => ({ id, type, name: id, description: null, createdAt });

describe('vaultSlots', () => {
  it('always lists the four fixed slots, empty when there are no documents', () => {
    const { slots, others } = vaultSlots([]);
    expect(slots.map((s) => [s.title, s.documents.length])).toEqual([
      ['Selfie', 0],
      ['SA ID', 0],
      ['Proof of Vaccination', 0],
      ['Payslips', 0],
    ]);
    expect(others).toEqual([]);
  });

  it('puts documents in their slot and groups the other documents by type, in the types’ order (an unknown type as OTHER)', () => {
    const { slots, others } = vaultSlots([doc('a', 'PAYSLIP'), doc('b', 'PAYSLIP'), doc('c', 'SELFIE'), doc('d', 'CLEARANCE_CERTIFICATE'), doc('e', null), doc('f', 'HYPHEN'), doc('g', 'SOMETHING_NEW')]);
    expect(slots.find((s) => s.type === 'PAYSLIP')?.documents.map((d) => d.id)).toEqual(['a', 'b']);
    expect(slots.find((s) => s.type === 'SELFIE')?.documents.map((d) => d.id)).toEqual(['c']);
    expect(others.map((group) => [group.type, group.documents.map((d) => d.id)])).toEqual([
      ['CLEARANCE_CERTIFICATE', ['d']],
      ['HYPHEN', ['f']],
      ['OTHER', ['e', 'g']],
    ]);
  });

  it('makes one group of a type’s documents (a generated PDF’s versions), newest first, leading to its newest document', () => {
    const versions = [doc('v1', 'FUNERAL_POLICY_SCHEDULE', '2026-01-01T08:00:00Z'), doc('v3', 'FUNERAL_POLICY_SCHEDULE', '2026-03-01T08:00:00Z'), doc('v2', 'FUNERAL_POLICY_SCHEDULE', '2026-02-01T08:00:00Z')];
    const { others } = vaultSlots(versions);
    expect(others).toHaveLength(1);
    expect(others[0]).toMatchObject({ type: 'FUNERAL_POLICY_SCHEDULE', title: 'Funeral policy schedules', path: '/documents/document/v3' });
    expect(others[0]!.documents.map((d) => d.id)).toEqual(['v3', 'v2', 'v1']);
  });

  it('leads to the type’s list page where there is one (Hyphen statements), even for one document; else to the one document, titled with its name', () => {
    const { others } = vaultSlots([doc('h', 'HYPHEN'), { ...doc('m', 'DEBIT_ORDER_MANDATE'), name: 'Mandate for Thandi' }, { ...doc('o', 'OTHER'), name: '' }]);
    expect(others.map(({ title, path }) => [title, path])).toEqual([
      ['Hyphen statements', '/documents/hyphenStatement'],
      ['Document', '/documents/document/o'],
      ['Mandate for Thandi', '/documents/document/m'],
    ]);
  });
});
