/**
 * /admin "Credentials" (src/islands/admin/CredentialsQueue.tsx): a request without evidence
 * cannot be approved until staff enter what they checked; approving sends that evidence; a
 * refusal needs the reason the owner will read.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '../../src/domain/admin';
import type { CredentialRecord } from '../../src/domain/credentials';
import { CredentialsQueue } from '../../src/islands/admin/CredentialsQueue';
import { $toast } from '../../src/stores/toast';
import { renderAdmin } from './support/admin';
import { fakeApi } from './support/api';

const ticked: CredentialRecord = {
  id: 41,
  businessId: 301,
  businessName: 'NoDa Bike Repair',
  kind: 'licensed',
  status: 'pending',
  source: 'service_tag',
  licenceNumber: null,
  issuingAuthority: null,
  insurer: null,
  policyNumber: null,
  expiresOn: null,
  ownerNote: null,
  reason: null,
  createdAt: '2026-11-29T15:00:00.000Z',
  decidedAt: null,
};

describe('staff decide credential requests', () => {
  it('approves only with the evidence staff checked, and refuses only with a reason', async () => {
    const api = fakeApi()
      .on('GET', /\/api\/admin\/credentials/, { items: [ticked], total: 1, limit: ADMIN_PAGE_SIZE, offset: 0 })
      .on('PUT', '/api/admin/credentials/41/approve', { id: 41, businessId: 301, status: 'approved' })
      .on('PUT', '/api/admin/credentials/41/refuse', { id: 41, businessId: 301, status: 'refused' });
    const user = userEvent.setup();
    renderAdmin(<CredentialsQueue />);
    const item = (await screen.findByRole('list', { name: 'Credential requests' })).querySelector('li')!;
    expect(item.textContent).toContain('ticked as a service tag (no evidence yet)');

    const approve = within(item).getByRole('button', { name: 'Approve: I checked this evidence for NoDa Bike Repair' });
    await user.click(approve);
    expect((await within(item).findAllByText('Licence number is required')).length).toBeGreaterThan(0);
    expect(api.callsTo('PUT', '/api/admin/credentials/41/approve')).toHaveLength(0);

    await user.type(within(item).getByLabelText('Licence number'), 'NCUC C-9');
    await user.type(within(item).getByLabelText('Issued by'), 'North Carolina Utilities Commission');
    fireEvent.input(within(item).getByLabelText('Expiry date'), { target: { value: '2027-05-31' } });
    await user.click(approve);
    await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Credential Recorded' }));
    expect(api.callsTo('PUT', '/api/admin/credentials/41/approve')[0]?.body).toMatchObject({
      kind: 'licensed',
      licenceNumber: 'NCUC C-9',
      issuingAuthority: 'North Carolina Utilities Commission',
      expiresOn: '2027-05-31',
    });

    await user.click(within(item).getByRole('button', { name: 'Refuse Licensed of NoDa Bike Repair' }));
    const refuse = within(item).getByRole('form', { name: 'Refuse Licensed of NoDa Bike Repair' });
    await user.click(within(refuse).getByRole('button', { name: 'Refuse and tell the owner' }));
    expect((await within(refuse).findAllByText('Say why it is refused (the owner is told)')).length).toBeGreaterThan(0);
    expect(api.callsTo('PUT', '/api/admin/credentials/41/refuse')).toHaveLength(0);
    await user.type(within(refuse).getByLabelText('Reason (sent to the owner word for word)'), 'No licence under this number');
    await user.click(within(refuse).getByRole('button', { name: 'Refuse and tell the owner' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/credentials/41/refuse')[0]?.body).toEqual({ reason: 'No licence under this number' }));
  });

  it('withdraws a recorded credential only with the reason the owner reads', async () => {
    const recorded: CredentialRecord = {
      ...ticked,
      id: 52,
      status: 'approved',
      source: 'staff',
      licenceNumber: 'NC-5',
      issuingAuthority: 'NC Board',
      expiresOn: '2027-08-31',
    };
    const api = fakeApi()
      .on('GET', /\/api\/admin\/credentials/, (call) => ({
        items: call.query.get('status') === 'approved' ? [recorded] : [],
        total: call.query.get('status') === 'approved' ? 1 : 0,
        limit: ADMIN_PAGE_SIZE,
        offset: 0,
      }))
      .on('PUT', '/api/admin/credentials/52/withdraw', { id: 52, businessId: 301, status: 'refused' });
    const user = userEvent.setup();
    renderAdmin(<CredentialsQueue />);
    const list = await screen.findByRole('list', { name: 'Recorded credentials' });
    expect(list.textContent).toContain('Licence NC-5, NC Board · until 2027-08-31');
    await user.click(within(list).getByRole('button', { name: 'Withdraw Licensed of NoDa Bike Repair' }));
    const form = within(list).getByRole('form', { name: 'Withdraw Licensed of NoDa Bike Repair' });
    await user.click(within(form).getByRole('button', { name: 'Withdraw and tell the owner' }));
    expect((await within(form).findAllByText('Say why it is refused (the owner is told)')).length).toBeGreaterThan(0);
    expect(api.callsTo('PUT', '/api/admin/credentials/52/withdraw')).toHaveLength(0);
    await user.type(within(form).getByLabelText('Reason (sent to the owner word for word)'), 'The board revoked it');
    await user.click(within(form).getByRole('button', { name: 'Withdraw and tell the owner' }));
    await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Credential Withdrawn' }));
    expect(api.callsTo('PUT', '/api/admin/credentials/52/withdraw')[0]?.body).toEqual({ reason: 'The board revoked it' });
  });
});
