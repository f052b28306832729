import { describe, expect, it } from 'vitest';
import { changeApprovedNotice, changeRejectedNotice, reportDecidedNotice } from './owner-notices';

describe('owner notices', () => {
  it('names each changed field and, for an address, the neighborhood the listing moved to', () => {
    const notice = changeApprovedNotice('Queen City Movers', { businessName: 'QC Movers', address: '1 Main St' }, 'dilworth');
    expect(notice.subject).toBe('Your change to Queen City Movers is approved');
    expect(notice.body).toContain('name to “QC Movers”, address to “1 Main St”');
    expect(notice.body).toContain('The listing is now in Dilworth.');
  });

  it('gives the reason of a refusal and staff’s message', () => {
    const notice = changeRejectedNotice('Queen City Movers', { category: 'movers' }, 'The category does not describe this business', 'Pick Storage');
    expect(notice.body).toContain('Reason: The category does not describe this business.');
    expect(notice.body).toContain('Message from our staff: Pick Storage');
  });

  it('tells the rule a report was decided under, upheld or dismissed', () => {
    expect(reportDecidedNotice('QC', 'spam', true).body).toContain('breaks the rule “Spam or advertising”');
    expect(reportDecidedNotice('QC', 'spam', false).subject).toBe('The review you reported on QC stays');
  });
});
