import { goalDetailsFromMetaData, goalMetaData, isDetailShownInSummary } from './goal-details';

describe('goalMetaData (the details a goal stores as metaData)', () => {
  it.each([
    ['EMERGENCY', { income: 15000, goalMonthsInFund: '3', destination: 'x' }, [
      { key: 'income', value: '15000' },
      { key: 'goalMonthsInFund', value: '3' },
    ]],
    ['HOLIDAY', { destination: ' Cape Town ', tripDate: '2027-12-01' }, [
      { key: 'destination', value: 'Cape Town' },
      { key: 'tripDate', value: '2027-12-01' },
    ]],
    ['FUNERAL', { currentPremiums: 250, coverTypes: ['Family', '', 'Parents'], sumAssured: 30000, stopPayingAge: 65 }, [
      { key: 'currentPremiums', value: '250' },
      { key: 'coverTypes', value: 'Family, Parents' },
      { key: 'sumAssured', value: '30000' },
      { key: 'stopPayingAge', value: '65' },
    ]],
    ['CAR', { savingFor: 'Car Deposit' }, [{ key: 'savingFor', value: 'Car Deposit' }]],
    ['OTHER', { description: 'x'.repeat(250) }, [{ key: 'description', value: 'x'.repeat(200) }]],
    ['MEDICAL', { description: 'ignored' }, []],
    ['CAR', { savingFor: '  ' }, []],
    ['NONSENSE', { savingFor: 'New Car' }, []],
  ])('%s %p', (type, details, metaData) => {
    expect(goalMetaData(type, details)).toEqual(metaData);
  });
});

describe('goalDetailsFromMetaData', () => {
  it('reads the known keys back, last entry winning', () => {
    expect(
      goalDetailsFromMetaData([
        { key: 'destination', value: 'Durban' },
        { key: 'destination', value: 'Cape Town' },
        { key: 'tripDate', value: '2027-12-01' },
        { key: '__proto__', value: 'x' },
        { key: 'unknown', value: 'x' },
        { key: 'income', value: 5 },
        null,
        'text',
      ]),
    ).toEqual({ destination: 'Cape Town', tripDate: '2027-12-01' });
    expect(goalDetailsFromMetaData(null)).toEqual({});
  });
});

describe('isDetailShownInSummary: Funeral shows none', () => {
  it.each([
    ['HOLIDAY', 'destination', true],
    ['EMERGENCY', 'goalMonthsInFund', true],
    ['FUNERAL', 'sumAssured', false],
    ['FUNERAL', 'coverTypes', false],
    ['CAR', 'destination', false],
    ['UNKNOWN', 'destination', false],
  ])('%s %s -> %p', (type, key, shown) => {
    expect(isDetailShownInSummary(type, key)).toBe(shown);
  });
});
