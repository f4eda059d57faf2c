import { daysLeft, deletionBadge } from './days-left';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('daysLeft', () => {
  it.each([
    ['exactly 7 days', 7 * DAY, 7],
    ['6 days and 1 ms', 6 * DAY + 1, 7],
    ['6 days and 23 hours', 6 * DAY + 23 * 60 * 60 * 1000, 7],
    ['exactly 1 day', DAY, 1],
    ['1 ms', 1, 1],
    ['1 day and 1 ms', DAY + 1, 2],
    ['nothing', 0, 0],
  ])('rounds %s up to whole days', (_label, ms, days) => {
    expect(daysLeft(at(ms), NOW)).toBe(days);
  });

  it('never goes below 0 once the purge time has passed', () => {
    expect(daysLeft(at(-1), NOW)).toBe(0);
    expect(daysLeft(at(-3 * DAY), NOW)).toBe(0);
  });

  it('reads timestamps with an offset', () => {
    expect(daysLeft('2026-11-23T13:00:00.000+01:00', NOW)).toBe(2);
  });
});

describe('deletionBadge', () => {
  it.each([
    [0, 'Deletes in 0 days', 'ff-badge ff-badge--destructive'],
    [1, 'Deletes in 1 day', 'ff-badge ff-badge--destructive'],
    [2, 'Deletes in 2 days', 'ff-badge ff-badge--default'],
    [3, 'Deletes in 3 days', 'ff-badge ff-badge--default'],
    [4, 'Deletes in 4 days', 'ff-badge ff-badge--secondary'],
    [7, 'Deletes in 7 days', 'ff-badge ff-badge--secondary'],
  ])('%i days read "%s" with %s', (days, label, className) => {
    expect(deletionBadge(days)).toEqual({ label, className });
  });

  it('badges the days left of a recycled funnel', () => {
    expect(deletionBadge(daysLeft(at(DAY - 60_000), NOW))).toEqual({
      label: 'Deletes in 1 day',
      className: 'ff-badge ff-badge--destructive',
    });
    expect(deletionBadge(daysLeft(at(3 * DAY), NOW)).className).toBe('ff-badge ff-badge--default');
    expect(deletionBadge(daysLeft(at(3 * DAY + 1), NOW)).className).toBe('ff-badge ff-badge--secondary');
  });
});
