import { vaultSlots } from './vault-slots';

const doc = (id: string, type: string | null) => ({ id, type, name: id, description: null, createdAt: null });

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

  it('puts documents in their slot and lists other types separately', () => {
    const { slots, others } = vaultSlots([doc('a', 'PAYSLIP'), doc('b', 'PAYSLIP'), doc('c', 'SELFIE'), doc('d', 'CLEARANCE_CERTIFICATE'), doc('e', null)]);
    expect(slots.find((s) => s.type === 'PAYSLIP')?.documents.map((d) => d.id)).toEqual(['a', 'b']);
    expect(slots.find((s) => s.type === 'SELFIE')?.documents.map((d) => d.id)).toEqual(['c']);
    expect(others.map((d) => d.id)).toEqual(['d', 'e']);
  });
});
