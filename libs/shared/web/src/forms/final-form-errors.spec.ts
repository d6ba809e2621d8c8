import { toFinalFormErrors } from './final-form-errors';

const errors = [
  { field: 'firstNames', message: 'This field is required' },
  { field: 'cellNumbers', message: 'Invalid cellphone number' },
  { field: 'firstNames', message: 'A second message' },
  { field: 'memberType', message: 'No more children can be added' },
];

describe('toFinalFormErrors', () => {
  it('keeps the first message of each field', () => {
    expect(toFinalFormErrors(errors)).toEqual({
      firstNames: 'This field is required',
      cellNumbers: 'Invalid cellphone number',
      memberType: 'No more children can be added',
    });
  });

  it('renames fields by a map', () => {
    expect(toFinalFormErrors(errors, { rename: { cellNumbers: 'cellNumber' } })).toEqual({
      firstNames: 'This field is required',
      cellNumber: 'Invalid cellphone number',
      memberType: 'No more children can be added',
    });
  });

  it('renames fields by a function, which may leave a message out', () => {
    const rename = (field: string, message: string) => (message.startsWith('No more') ? undefined : `form.${field}`);
    expect(toFinalFormErrors(errors, { rename })).toEqual({ 'form.firstNames': 'This field is required', 'form.cellNumbers': 'Invalid cellphone number' });
  });

  it('keeps only the named form fields, after renaming', () => {
    expect(toFinalFormErrors(errors, { rename: { cellNumbers: 'cellNumber' }, only: ['cellNumber', 'email'] })).toEqual({ cellNumber: 'Invalid cellphone number' });
  });

  it('is empty without errors', () => {
    expect(toFinalFormErrors([])).toEqual({});
  });
});
