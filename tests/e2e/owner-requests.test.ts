/**
 * Staff's side of the owner journey, on a server of this file's own: in /admin
 * "Owner Requests", a new name asked for by the owner is shown beside the current one and
 * approved (the business page follows), a second change is rejected for a reason, and a
 * review the owner reported is removed (gone from the page) while another is kept. Axe on
 * the screen with items waiting.
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { useOwnSite } from '../support/site';
import { adminToken, api, bearer, jsonBody, newOwner, ok, pageHas, signInToAdmin, toastWith } from '../support/site-api';

useOwnSite();
const browser = useBrowser();

/** A review of `businessId`, approved by staff; its id. */
async function approvedReview(admin: string, businessId: number, reviewerName: string, reviewText: string): Promise<number> {
  const { id } = await ok<{ id: number }>(
    api(
      `/api/businesses/${businessId}/reviews`,
      jsonBody({ rating: 1, reviewerName, reviewerEmail: `${reviewerName.split(' ')[0]!.toLowerCase()}@review.example`, reviewText }),
    ),
    'review',
  );
  await ok(api(`/api/reviews/${id}/approve`, { method: 'PUT', headers: bearer(admin) }), 'approve review');
  return id;
}

describe('staff decide what owners ask for', () => {
  it('approves a new name, rejects a second change, removes one reported review and keeps another', async () => {
    const admin = await adminToken();
    const owner = await newOwner('requests-owner');
    const { business } = owner;
    const publicPage = `/charlotte/listing/${business.slug}`;
    const newName = `${business.businessName} & Sons`;
    await ok(api(`/api/owner/businesses/${business.id}`, jsonBody({ businessName: newName }, owner.token, 'PATCH')), 'ask for a new name');
    const fake = await approvedReview(admin, business.id, 'Fake Critic', 'Never been there, but I hear it is bad.');
    const blunt = await approvedReview(admin, business.id, 'Blunt Customer', 'Slow and expensive. Would not hire again.');
    await ok(api(`/api/owner/reviews/${fake}/report`, jsonBody({ reason: 'not_a_customer', note: 'No job under this name' }, owner.token)), 'report');
    await ok(api(`/api/owner/reviews/${blunt}/report`, jsonBody({ reason: 'offensive' }, owner.token)), 'report');
    await pageHas(publicPage, 'Never been there, but I hear it is bad.');

    const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInToAdmin(staff);
    await staff.getByRole('link', { name: 'Owner Requests' }).click();
    const changes = staff.getByRole('list', { name: 'Listing changes' });
    const change = changes.getByRole('listitem').filter({ hasText: business.businessName });
    await change.waitFor({ timeout: 15_000 });
    expect(await change.getByRole('row', { name: /^Name/ }).locator('td').allTextContents()).toEqual([business.businessName, newName]);
    expect(await change.textContent()).toContain(owner.email);
    const reports = staff.getByRole('list', { name: 'Reported reviews' });
    await reports.getByRole('listitem').first().waitFor();
    expect(await reports.getByRole('listitem').count()).toBe(2);
    await expectNoAxeViolations(staff);

    await change.getByRole('button', { name: `Approve change to ${business.businessName}` }).click();
    await toastWith(staff, 'Change Approved');
    await staff.getByText('No listing changes are waiting.').waitFor();
    await pageHas(publicPage, newName.replace('&', '&amp;'));

    await ok(
      api(`/api/owner/businesses/${business.id}`, jsonBody({ address: '1 Unknown Way, Charlotte, NC 28202' }, owner.token, 'PATCH')),
      'ask for a new address',
    );
    await staff.reload();
    const address = changes.getByRole('listitem').filter({ hasText: '1 Unknown Way' });
    await address.waitFor({ timeout: 15_000 });
    await address.getByRole('button', { name: /^Reject/ }).click();
    await address.getByRole('button', { name: 'Reject change', exact: true }).click();
    expect(await address.getByText('Choose a reason from the list').count()).toBe(1);
    await address.getByLabel('Reason').selectOption('The address could not be confirmed');
    await address.getByRole('button', { name: 'Reject change', exact: true }).click();
    await toastWith(staff, 'Change Rejected');
    await staff.getByText('No listing changes are waiting.').waitFor();

    const fakeItem = reports.getByRole('listitem').filter({ hasText: 'Fake Critic' });
    expect(await fakeItem.textContent()).toContain('Not a real customer experience');
    expect(await fakeItem.textContent()).toContain('If upheld, the review is removed under: Not based on a real customer experience');
    await fakeItem.getByRole('button', { name: /^Remove review/ }).click();
    await toastWith(staff, 'Review Removed');
    await reports
      .getByRole('listitem')
      .filter({ hasText: 'Blunt Customer' })
      .getByRole('button', { name: /^Keep review/ })
      .click();
    await toastWith(staff, 'Report Dismissed');
    await staff.getByText('No reported reviews are waiting.').waitFor();

    await pageHas(publicPage, 'Never been there, but I hear it is bad.', false);
    await pageHas(publicPage, 'Slow and expensive. Would not hire again.');
    const shown = await ok<{ businessName: string; address: string; reviewCount: number }>(api(`/api/businesses/${business.slug}`), 'business');
    expect(shown.businessName).toBe(newName);
    expect(shown.address).not.toBe('1 Unknown Way, Charlotte, NC 28202');
  }, 120_000);
});
