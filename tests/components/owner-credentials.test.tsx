/**
 * The owner's Credentials tab (src/islands/owner/Credentials.tsx): the evidence each kind
 * needs, checked before anything is sent, the request sent once, and each record's state as
 * the owner reads it (waiting, recorded until a date, refused with the reason).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CredentialRecord } from '../../src/domain/credentials';
import { QueryProvider } from '../../src/islands/kit/query';
import { Credentials } from '../../src/islands/owner/Credentials';
import { fakeApi, json } from './support/api';
import { ownerWords } from '../../src/i18n/owner-words';
import { OwnerWordsProvider } from '../../src/islands/owner/words';

const record = (over: Partial<CredentialRecord>): CredentialRecord => ({
  id: 1,
  businessId: 301,
  businessName: 'NoDa Bike Repair',
  kind: 'licensed',
  status: 'pending',
  source: 'owner',
  licenceNumber: 'C-1',
  issuingAuthority: 'NC Utilities Commission',
  insurer: null,
  policyNumber: null,
  expiresOn: '2027-03-31',
  ownerNote: null,
  reason: null,
  createdAt: '2026-11-29T15:00:00.000Z',
  decidedAt: null,
  ...over,
});

describe('the owner credentials tab', () => {
  it('asks for the evidence of the chosen kind, sends the request once, and shows each record as the owner reads it', async () => {
    const api = fakeApi()
      .on('GET', '/api/owner/credentials', {
        items: [
          record({ id: 1, status: 'approved' }),
          record({
            id: 2,
            kind: 'insured',
            status: 'refused',
            reason: 'The certificate names another business',
            licenceNumber: null,
            issuingAuthority: null,
            insurer: 'Carolina Casualty',
            policyNumber: 'GL-1',
          }),
          record({ id: 3, source: 'service_tag', licenceNumber: null, issuingAuthority: null, expiresOn: null }),
          record({ id: 4, businessId: 999 }),
        ],
      })
      .on('POST', '/api/owner/businesses/301/credentials', json({ id: 5, businessId: 301, kind: 'insured', status: 'pending' }, 201));
    const user = userEvent.setup();
    render(
      <OwnerWordsProvider words={ownerWords('en')}>
        <QueryProvider>
          <Credentials businessId={301} />
        </QueryProvider>
      </OwnerWordsProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Your credentials' });
    expect(list.textContent).toContain('Recorded: shown until March 31, 2027');
    expect(list.textContent).toContain('Not recorded. Reason: The certificate names another business');
    expect(list.textContent).toContain('you had ticked it as a service tag');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    await user.selectOptions(screen.getByLabelText('Credential'), 'insured');
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));
    expect((await screen.findAllByText('The insurer is required')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Policy number is required').length).toBeGreaterThan(0);
    expect(api.callsTo('POST', '/api/owner/businesses/301/credentials')).toHaveLength(0);

    await user.type(screen.getByLabelText('Insurer'), 'Carolina Casualty');
    await user.type(screen.getByLabelText('Policy number'), 'GL-2');
    await user.type(screen.getByLabelText('Policy end date'), '2027-06-30');
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/owner/businesses/301/credentials')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/owner/businesses/301/credentials')[0]?.body).toEqual({
      kind: 'insured',
      licenceNumber: null,
      issuingAuthority: null,
      insurer: 'Carolina Casualty',
      policyNumber: 'GL-2',
      expiresOn: '2027-06-30',
      note: null,
    });
    expect(await screen.findByText(/Sent\. Our staff will check it; “Insured” shows once they record it/)).toBeTruthy();
  });
});
