import { displayNameFromEmail, initialsFromEmail, planLabel } from './display-name';

describe('display name and initials from the email (000 §2.3)', () => {
  it.each([
    ['jane.doe@example.com', 'Jane Doe', 'JD'],
    ['sam@example.com', 'Sam', 'S'],
    ['mary.ann.lee@example.com', 'Mary Ann Lee', 'MA'],
    ['.odd..dots.@example.com', 'Odd Dots', 'OD'],
  ])('%s → %s / %s', (email, name, initials) => {
    expect(displayNameFromEmail(email)).toBe(name);
    expect(initialsFromEmail(email)).toBe(initials);
  });

  it.each([[null], [undefined], [''], ['@example.com']])('falls back to User / U for %p', (email) => {
    expect(displayNameFromEmail(email)).toBe('User');
    expect(initialsFromEmail(email)).toBe('U');
  });
});

describe('planLabel', () => {
  it('names the membership level as a plan', () => {
    expect(planLabel('free')).toBe('Free Plan');
    expect(planLabel('pro')).toBe('Pro Plan');
    expect(planLabel('')).toBe('Free Plan');
  });
});
