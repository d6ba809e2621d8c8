import {
  ADD_GOAL_ROUTE_TYPES,
  BUCKET_TYPE_LABELS,
  BUCKET_TYPES,
  bucketTypeLabel,
  CAR_SAVING_FOR_OPTIONS,
  entersTargetAmount,
  entersTargetDate,
  isBucketType,
  parseBucketType,
  RECOMMENDED_GOALS,
} from './bucket-types';

describe('bucket types and labels (section 3)', () => {
  it.each([
    ['HOUSE', 'Housing'],
    ['CAR', 'Car'],
    ['EDUCATION', 'Education'],
    ['HOLIDAY', 'Holiday'],
    ['EMERGENCY', 'Emergency'],
    ['YEAR_END', 'December Fund'],
    ['RETIREMENT', 'Retirement'],
    ['HEALTH', 'Health'],
    ['FUNERAL', 'Funeral'],
    ['OTHER', 'Custom'],
  ])('%s is labelled %p', (type, label) => {
    expect(BUCKET_TYPE_LABELS[type as keyof typeof BUCKET_TYPE_LABELS]).toBe(label);
    expect(bucketTypeLabel(type)).toBe(label);
  });

  it('are the ten of the spec, in its order', () => {
    expect(BUCKET_TYPES).toEqual(['HOUSE', 'CAR', 'EDUCATION', 'HOLIDAY', 'EMERGENCY', 'YEAR_END', 'RETIREMENT', 'HEALTH', 'FUNERAL', 'OTHER']);
  });

  it('/savings/add/{bucketType} offers every type', () => {
    expect([...ADD_GOAL_ROUTE_TYPES].sort()).toEqual([...BUCKET_TYPES].sort());
  });
});

describe('parseBucketType (forms, chat answers, route parameters)', () => {
  it.each([
    ['HOLIDAY', 'HOLIDAY'],
    ['holiday', 'HOLIDAY'],
    [' year_end ', 'YEAR_END'],
    ['MEDICAL', 'HEALTH'],
    ['medical', 'HEALTH'],
    ['HEALTH', 'HEALTH'],
    ['PROPERTY', undefined],
    ['', undefined],
    [undefined, undefined],
    [7, undefined],
    ['HOLIDAY'.repeat(10), undefined],
  ])('%p -> %p', (value, type) => {
    expect(parseBucketType(value)).toBe(type);
  });

  it('isBucketType knows only the stored codes (MEDICAL is not one)', () => {
    expect(isBucketType('HEALTH')).toBe(true);
    expect(isBucketType('MEDICAL')).toBe(false);
    expect(isBucketType('health')).toBe(false);
  });

  it('labels MEDICAL as Health and anything unknown as Custom', () => {
    expect(bucketTypeLabel('MEDICAL')).toBe('Health');
    expect(bucketTypeLabel('SOMETHING')).toBe('Custom');
    expect(bucketTypeLabel(null)).toBe('Custom');
  });
});

describe('type-specific details', () => {
  it.each([
    ['EMERGENCY', false, true],
    ['FUNERAL', false, false],
    ['HOLIDAY', true, false],
    ['CAR', true, true],
    ['OTHER', true, true],
    ['HOUSE', true, true],
    ['YEAR_END', true, true],
  ] as const)('%s: enters target amount %p, target date %p', (type, amount, date) => {
    expect(entersTargetAmount(type)).toBe(amount);
    expect(entersTargetDate(type)).toBe(date);
  });

  it('Car saves for New Car, Car Deposit or Maintainance (the spec spelling)', () => {
    expect(CAR_SAVING_FOR_OPTIONS).toEqual(['New Car', 'Car Deposit', 'Maintainance']);
  });

  it('the onboarding recommends Emergency, Education, Car, Property (HOUSE), Funeral, Holiday', () => {
    expect(RECOMMENDED_GOALS.map((goal) => `${goal.label}:${goal.bucketType}`)).toEqual(['Emergency:EMERGENCY', 'Education:EDUCATION', 'Car:CAR', 'Property:HOUSE', 'Funeral:FUNERAL', 'Holiday:HOLIDAY']);
  });
});
