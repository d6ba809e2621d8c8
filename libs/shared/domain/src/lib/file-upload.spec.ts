import { UPLOAD_MAX_BYTES, UPLOAD_SIZE_MESSAGE, UPLOAD_TYPE_MESSAGE, uploadContentType, uploadProblem } from './file-upload';

describe('uploadProblem', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1000 }, undefined],
    [{ type: 'image/png', size: UPLOAD_MAX_BYTES }, undefined],
    [{ type: 'Application/PDF; charset=binary', size: 10 }, undefined],
    [{ type: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 }, UPLOAD_SIZE_MESSAGE],
    [{ type: 'image/gif', size: 10 }, UPLOAD_TYPE_MESSAGE],
    [{ type: 'image/svg+xml', size: 10 }, UPLOAD_TYPE_MESSAGE],
    [{ type: '', size: 10 }, UPLOAD_TYPE_MESSAGE],
  ])('%o → %p', (file, expected) => expect(uploadProblem(file)).toBe(expected));

  it('reads a declared type without its parameters', () => {
    expect(uploadContentType(' IMAGE/PNG ; x=1')).toBe('image/png');
    expect(uploadContentType(undefined)).toBe('');
  });
});
