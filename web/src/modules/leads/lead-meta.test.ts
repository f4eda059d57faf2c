import { SPEC_SCORE_BANDS } from '../../test/lead-score-bands';
import { fullName, leadLabel, scoreBar, sortChoice, sourceLabel } from './lead-meta';

describe('scoreBar', () => {
  it.each([
    [100, 'green', 100],
    [80, 'green', 80],
    [79, 'blue', 79],
    [50, 'blue', 50],
    [49, 'grey', 49],
    [10, 'grey', 10],
    [9, 'grey', 10],
    [0, 'grey', 10],
  ])('draws a score of %i %s and %i%% wide', (score, tone, width) => {
    expect(scoreBar(score, SPEC_SCORE_BANDS)).toEqual({ tone, width });
  });

  it('is neutral while the bands load, and follows the bands the api answers', () => {
    expect(scoreBar(85, null)).toEqual({ tone: 'neutral', width: 85 });
    const moved = [
      { band: 'high' as const, min: 90, max: 100 },
      { band: 'medium' as const, min: 60, max: 89 },
      { band: 'low' as const, min: 0, max: 59 },
    ];
    expect(scoreBar(85, moved).tone).toBe('blue');
    expect(scoreBar(55, moved).tone).toBe('grey');
  });
});

describe('lead labels', () => {
  it("reads an empty source as 'Direct'", () => {
    expect(sourceLabel('')).toBe('Direct');
    expect(sourceLabel(null)).toBe('Direct');
    expect(sourceLabel('Webinar')).toBe('Webinar');
  });

  it('names a lead by its full name, else its email', () => {
    expect(fullName({ firstName: 'Jane', lastName: null })).toBe('Jane');
    expect(leadLabel({ firstName: null, lastName: 'Doe', email: 'j@d.co' })).toBe('Doe');
    expect(leadLabel({ firstName: null, lastName: null, email: 'j@d.co' })).toBe('j@d.co');
  });

  it('falls back to newest first for an unknown sort', () => {
    expect(sortChoice('score-asc')).toMatchObject({ sort: 'score', order: 'asc' });
    expect(sortChoice('nonsense')).toMatchObject({ sort: 'createdAt', order: 'desc' });
  });
});
