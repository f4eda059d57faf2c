import { campaignWhen, sendDone, sendOutcomes, skippedLabel } from './campaign-meta';
import { makeCampaign } from './campaign-test-fixtures';

describe('send figures', () => {
  it('counts delivered, failed and skipped recipients as done', () => {
    expect(sendDone({ sent: 40, failed: 2, skipped: 8 })).toBe(50);
  });

  it('says what failed and what was skipped, each only when there is some', () => {
    expect(sendOutcomes({ failed: 0, skipped: 0 })).toBe('');
    expect(sendOutcomes({ failed: 2, skipped: 0 })).toBe(' (2 failed)');
    expect(sendOutcomes({ failed: 0, skipped: 1200 })).toBe(' (1,200 skipped)');
    expect(sendOutcomes({ failed: 2, skipped: 3 })).toBe(' (2 failed, 3 skipped)');
  });

  it('tells how far a paused send came, skipped recipients included', () => {
    const paused = makeCampaign({ status: 'draft', recipients: 1500, sentCount: 1000, skippedCount: 20 });
    expect(campaignWhen(paused)).toBe('Paused after 1,020 of 1,500 (20 skipped)');
    expect(campaignWhen({ ...paused, failedCount: 3 })).toBe(
      'Paused after 1,023 of 1,500 (3 failed, 20 skipped)',
    );
    expect(campaignWhen({ ...paused, sentCount: 0, skippedCount: 0 })).toBe('');
  });

  it('labels a sent campaign’s skipped recipients', () => {
    expect(skippedLabel(makeCampaign({ skippedCount: 0 }))).toBe('');
    expect(skippedLabel(makeCampaign({ skippedCount: 7 }))).toBe('7 skipped');
  });
});
