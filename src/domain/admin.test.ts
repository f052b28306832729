import { describe, expect, it } from 'vitest';
import {
  mostRecentClaims,
  ADMIN_TOASTS,
  AdminBusinessSchema,
  BusinessRejectSchema,
  ClaimDenySchema,
  REVIEW_REJECTION_REASONS,
  ReviewRejectSchema,
  dateRange,
} from './admin';

describe('admin toasts', () => {
  it("keep the spec's texts word for word", () => {
    expect(ADMIN_TOASTS.claimVerified).toEqual({ title: 'Claim Verified', description: 'The business claim has been approved successfully.' });
    expect(ADMIN_TOASTS.claimVerifyFailed).toBe('Failed to verify claim.');
    expect(ADMIN_TOASTS.reviewApproved).toEqual({ title: 'Review Approved', description: 'The review has been published successfully.' });
    expect(ADMIN_TOASTS.reviewApproveFailed).toBe('Failed to approve review.');
    expect(ADMIN_TOASTS.statsFailed).toBe('Failed to fetch stats');
    expect(ADMIN_TOASTS.pendingClaimsFailed).toBe('Failed to fetch pending claims');
  });
});

describe('review rejection reasons', () => {
  it('are one fixed list of content rules', () => {
    expect(REVIEW_REJECTION_REASONS).toEqual([
      'Contains personal information',
      'Spam or advertising',
      'Off-topic: not about this business',
      'Hateful, harassing or obscene language',
      'Conflict of interest (owner, employee or competitor)',
      'Not based on a real customer experience',
    ]);
  });

  it('never name a rating or sentiment (no suppression of negative reviews)', () => {
    for (const reason of REVIEW_REJECTION_REASONS) {
      expect(reason).not.toMatch(/negative|rating|star|unfair|complain|bad review|positive|low|harsh/i);
    }
  });

  it('are the only reasons the reject call accepts', () => {
    for (const reason of REVIEW_REJECTION_REASONS) expect(ReviewRejectSchema.safeParse({ reason }).success).toBe(true);
    for (const reason of ['Negative review', '1 star', 'other', '', 'spam or advertising']) {
      const result = ReviewRejectSchema.safeParse({ reason });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Choose a reason from the list');
    }
  });

  it('allow an optional note of up to 500 characters, trimmed, empty dropped', () => {
    expect(ReviewRejectSchema.parse({ reason: 'Spam or advertising', note: '  ' }).note).toBeUndefined();
    expect(ReviewRejectSchema.parse({ reason: 'Spam or advertising', note: ' link farm ' }).note).toBe('link farm');
    expect(ReviewRejectSchema.safeParse({ reason: 'Spam or advertising', note: 'x'.repeat(501) }).success).toBe(false);
  });

  it('claims and businesses have their own lists', () => {
    expect(ClaimDenySchema.safeParse({ reason: 'Duplicate claim' }).success).toBe(true);
    expect(ClaimDenySchema.safeParse({ reason: 'Spam or advertising' }).success).toBe(false);
    expect(BusinessRejectSchema.safeParse({ reason: 'Duplicate of an existing listing' }).success).toBe(true);
    expect(BusinessRejectSchema.safeParse({ reason: 'Duplicate claim' }).success).toBe(false);
  });
});

describe('admin business form', () => {
  it('uses the claim form rules and publishes by default', () => {
    const parsed = AdminBusinessSchema.parse({
      businessName: ' New Co ',
      category: 'utility-setup',
      address: '1 St',
      phone: '704',
      email: 'a@b.example',
      neighborhood: '',
    });
    expect(parsed).toMatchObject({ businessName: 'New Co', publish: true, zipCode: '28202', neighborhood: undefined });
    const bad = AdminBusinessSchema.safeParse({ businessName: '', category: '', address: '', phone: '', email: '', neighborhood: 'mars' });
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toMatchObject({
      businessName: 'Business name is required',
      category: 'Please select a category',
      address: 'Business address is required',
      phone: 'Phone number is required',
      email: 'Please enter a valid email address',
    });
    expect(messages.neighborhood).toBeDefined();
  });
});

describe('dateRange', () => {
  it('lists the days ending with the last one, across month ends', () => {
    expect(dateRange('2026-03-02', 4)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(dateRange('2026-11-21', 30)).toHaveLength(30);
  });
});

describe('Recent Activity', () => {
  const claim = (id: number, submittedAt: string) => ({ id, submittedAt });
  it('lists the 3 most recent pending claims, newest first, whatever order the queue has', () => {
    const queue = [
      claim(1, '2026-01-01T10:00:00.000Z'),
      claim(2, '2026-01-02T10:00:00.000Z'),
      claim(3, '2026-01-03T10:00:00.000Z'),
      claim(4, '2026-01-04T10:00:00.000Z'),
      claim(5, '2026-01-04T10:00:00.000Z'),
    ];
    expect(mostRecentClaims(queue).map((c) => c.id)).toEqual([5, 4, 3]);
    expect(mostRecentClaims([...queue].reverse()).map((c) => c.id)).toEqual([5, 4, 3]);
    expect(mostRecentClaims(queue.slice(0, 2)).map((c) => c.id)).toEqual([2, 1]);
    expect(queue.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
