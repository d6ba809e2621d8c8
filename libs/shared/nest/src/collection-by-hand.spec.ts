import { collectionByHandArgs } from './collection-by-hand';

describe('collectionByHandArgs', () => {
  it('reads --date and --wait, with SAST today and 60 seconds by default', () => {
    expect(collectionByHandArgs([], '2027-02-28')).toEqual({ date: '2027-02-28', waitMs: 60_000 });
    expect(collectionByHandArgs(['--date', '2028-02-29', '--wait', '5'], '2027-02-28')).toEqual({ date: '2028-02-29', waitMs: 5000 });
    expect(collectionByHandArgs(['--wait', '0'], '2027-02-28').waitMs).toBe(0);
  });

  it('refuses a date that is not a calendar date and a wait that is not a number of seconds', () => {
    expect(() => collectionByHandArgs(['--date', '2027-02-29'])).toThrow('--date must be YYYY-MM-DD');
    expect(() => collectionByHandArgs(['--date'])).not.toThrow();
    expect(() => collectionByHandArgs(['--wait', 'soon'])).toThrow('--wait must be a number of seconds');
    expect(() => collectionByHandArgs(['--wait', '-1'])).toThrow('--wait must be a number of seconds');
  });
});
