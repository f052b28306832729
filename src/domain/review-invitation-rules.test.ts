import { describe, expect, it } from 'vitest';
import { overDailyLimitMessage } from './review-invitation-rules';

describe('the daily limit of review invitations', () => {
  it('says that nothing was sent, why, and what can still go today', () => {
    expect(overDailyLimitMessage(17, 5)).toBe(
      'Nothing was sent: these 5 invitations would go over the limit of 20 invitation e-mails a day (17 sent today). Send at most 3 today, the rest tomorrow.',
    );
    expect(overDailyLimitMessage(20, 1)).toBe(
      'Nothing was sent: this invitation would go over the limit of 20 invitation e-mails a day (20 sent today). Send it tomorrow.',
    );
  });
});
