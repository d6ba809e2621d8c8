import { validateSaIdNumber } from './sa-id-number';
import { buildSaIdNumber } from './sa-id-number-builder';

const TODAY = new Date(Date.UTC(2026, 5, 15));

describe('buildSaIdNumber', () => {
  it.each([
    [{ birthDate: '1980-01-01', serial: 5009 }, '8001015009087'],
    [{ birthDate: '1980-01-01', serial: 9 }, '8001010009082'],
    [{ birthDate: '2008-08-08', serial: 5009, citizenship: 1 }, '0808085009187'],
    [{ birthDate: '2008-08-08', serial: 5009, citizenship: 2 }, '0808085009286'],
    [{ birthDate: '2000-02-29', serial: 5009 }, '0002295009084'],
    [{ birthDate: '2001-02-29', serial: 5009 }, undefined],
    [{ birthDate: '1980-1-1', serial: 5009 }, undefined],
    [{ birthDate: '1980-01-01', serial: 10000 }, undefined],
    [{ birthDate: '1980-01-01', serial: -1 }, undefined],
    [{ birthDate: '1980-01-01', serial: 1.5 }, undefined],
    [{ birthDate: '1980-01-01', serial: 1, citizenship: 10 }, undefined],
  ])('buildSaIdNumber(%p) -> %p', (parts, expected) => {
    expect(buildSaIdNumber(parts)).toBe(expected);
  });

  it('builds numbers the validator accepts', () => {
    expect(validateSaIdNumber(buildSaIdNumber({ birthDate: '1990-07-31', serial: 1234 }), undefined, TODAY)).toBeUndefined();
  });
});
