/**
 * /admin sections: "Locations" and "Staff" on the dashboard's query cache: the answer to the newest
 * search is the one shown (a slower answer to an older search never replaces it), a change
 * made in the section fetches its list again, and only a network failure is retried. The
 * staff forms (invite a member, My Account, the invitation page, an owner's credential) check
 * with the API's schemas and show its field errors.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_PAGE_SIZE, ADMIN_TOASTS } from '../../src/domain/admin';
import type { BusinessLocation, BusinessLocationList } from '../../src/domain/location-edit';
import type { OwnerAccountSummary } from '../../src/domain/owner-accounts';
import { INVITATION_LINK_MESSAGES, type StaffAccount } from '../../src/domain/staff';
import { AcceptInvite } from '../../src/islands/admin/AcceptInvite';
import { RESET_LINK_MESSAGES } from '../../src/domain/password-reset';
import { Account } from '../../src/islands/admin/Account';
import { OwnerAccounts } from '../../src/islands/admin/OwnerAccounts';
import { Locations } from '../../src/islands/admin/Locations';
import { Staff } from '../../src/islands/admin/Staff';
import { $toast } from '../../src/stores/toast';
import { ADMIN_TOKEN, renderAdmin } from './support/admin';
import { apiError, fakeApi } from './support/api';
import { description } from './support/described-by';

const business = (id: number, businessName: string, over: Partial<BusinessLocation> = {}): BusinessLocation => ({
  id,
  slug: businessName.toLowerCase().replaceAll(' ', '-'),
  businessName,
  address: '3101 N Davidson St, Charlotte, NC 28205',
  neighborhood: 'noda',
  status: 'published',
  latitude: 35.2468,
  longitude: -80.8062,
  locationApproximate: true,
  languages: [],
  ...over,
});

const locations = (items: BusinessLocation[]): BusinessLocationList => ({ items, total: items.length, limit: ADMIN_PAGE_SIZE, offset: 0 });

/** A promise the test settles when it wants: the slow answer. */
function later<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Business locations' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.firstChild?.textContent);

describe('locations', () => {
  it('shows the answer to the newest search when an older search answers later', async () => {
    const slow = later<BusinessLocationList>();
    const api = fakeApi().on('GET', '/api/admin/businesses/locations', (call) => {
      const q = call.query.get('q');
      if (q === 'movers') return slow.promise;
      if (q === 'bakery') return locations([business(8, 'NoDa Bakery')]);
      return locations([business(7, 'Plaza Midwood Tacos')]);
    });
    const user = userEvent.setup();
    renderAdmin(<Locations />);

    await screen.findByRole('list', { name: 'Business locations' });
    expect(names()).toEqual(['Plaza Midwood Tacos']);
    expect(api.calls[0]?.query.get('approximate')).toBe('true');
    expect(api.calls[0]?.headers.get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);

    const search = screen.getByRole('searchbox', { name: 'Business name' });
    await user.type(search, 'movers');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(api.calls.at(-1)?.query.get('q')).toBe('movers'));
    await user.clear(search);
    await user.type(search, 'bakery');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(names()).toEqual(['NoDa Bakery']));

    // The older search answers last: its answer is kept under its own key, never shown as this one's.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    slow.resolve(locations([business(9, 'Queen City Movers')]));
    await vi.advanceTimersByTimeAsync(50);
    vi.useRealTimers();
    expect(names()).toEqual(['NoDa Bakery']);
    expect(screen.queryByText('Queen City Movers')).toBeNull();

    // Each filter is its own query: every business, for the same search.
    await user.click(screen.getByRole('checkbox', { name: 'Only approximate locations' }));
    await waitFor(() => expect(api.calls.at(-1)?.query.get('approximate')).toBe('false'));
    expect(api.calls.at(-1)?.query.get('q')).toBe('bakery');
  });

  it('fetches the list again after a location is saved: the business leaves the approximate ones', async () => {
    const placed = business(7, 'Plaza Midwood Tacos', { latitude: 35.2201, longitude: -80.8107, locationApproximate: false });
    const api = fakeApi()
      .on('GET', '/api/admin/businesses/locations', locations([business(7, 'Plaza Midwood Tacos')]))
      .on('PUT', '/api/admin/businesses/7/location', placed);
    const user = userEvent.setup();
    renderAdmin(<Locations />);

    await user.click(await screen.findByRole('button', { name: 'Edit location of Plaza Midwood Tacos' }));
    const form = screen.getByRole('form', { name: 'Location of Plaza Midwood Tacos' });
    const latitude = within(form).getByRole('spinbutton', { name: 'Latitude' });
    const longitude = within(form).getByRole('spinbutton', { name: 'Longitude' });
    await user.clear(latitude);
    await user.type(latitude, '35.2201');
    await user.clear(longitude);
    await user.type(longitude, '-80.8107');
    api.on('GET', '/api/admin/businesses/locations', locations([]));
    await user.click(within(form).getByRole('button', { name: 'Save location of Plaza Midwood Tacos' }));

    await waitFor(() => expect($toast.get()).toMatchObject(ADMIN_TOASTS.locationSaved));
    expect(api.callsTo('PUT', '/api/admin/businesses/7/location')[0]?.body).toEqual({ latitude: 35.2201, longitude: -80.8107 });
    expect(await screen.findByText('Every business has a located address.')).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/businesses/locations')).toHaveLength(2);
  });

  it('sets the languages a business says its staff speak, and shows them in the list', async () => {
    const api = fakeApi()
      .on('GET', '/api/admin/businesses/locations', locations([business(7, 'Plaza Midwood Tacos', { languages: ['en'] })]))
      .on('PUT', '/api/admin/businesses/7/languages', { id: 7, languages: ['en', 'es'] });
    const user = userEvent.setup();
    renderAdmin(<Locations />);

    await user.click(await screen.findByRole('button', { name: 'Edit languages of Plaza Midwood Tacos' }));
    const form = screen.getByRole('form', { name: 'Languages of Plaza Midwood Tacos' });
    expect(within(form).getByRole('checkbox', { name: 'English' })).toHaveProperty('checked', true);
    await user.click(within(form).getByRole('checkbox', { name: 'Spanish' }));
    await user.click(within(form).getByRole('button', { name: 'Save languages' }));

    await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Languages saved' }));
    expect(api.callsTo('PUT', '/api/admin/businesses/7/languages')[0]?.body).toEqual({ languages: ['en', 'es'] });
    expect((await screen.findByText('Languages: English and Spanish')).textContent).toBe('Languages: English and Spanish');
  });
});

const account = (over: Partial<StaffAccount> = {}): StaffAccount => ({
  id: 'local-admin',
  email: null,
  name: 'Site administrator',
  role: 'admin',
  status: 'active',
  inviteExpiresAt: null,
  lastSignInAt: '2026-11-24T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  builtIn: true,
  ...over,
});

const edie = (over: Partial<StaffAccount> = {}) =>
  account({
    id: 'u2',
    email: 'edie@example.com',
    name: 'Edie Editor',
    role: 'editor',
    status: 'invited',
    inviteExpiresAt: '2026-11-27T10:00:00.000Z',
    lastSignInAt: null,
    builtIn: false,
    ...over,
  });

const staffRow = (email: string) => document.querySelector<HTMLElement>(`[data-staff="${email}"]`);

describe('staff', () => {
  it('invites a member and shows the account from the list fetched again', async () => {
    const api = fakeApi()
      .on('GET', '/api/admin/staff', [account()])
      .on('POST', '/api/admin/staff', (call) => {
        api.on('GET', '/api/admin/staff', [account(), edie()]);
        return edie({ name: (call.body as { name: string }).name });
      });
    const user = userEvent.setup();
    renderAdmin(<Staff />, { authMode: 'local' });

    await screen.findByRole('table', { name: 'Staff accounts' });
    expect(staffRow('local-admin')?.textContent).toContain('Active');
    await user.type(screen.getByLabelText('Name'), 'Edie Editor');
    await user.type(screen.getByLabelText('E-mail'), 'edie@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Invitation sent' }));
    await waitFor(() => expect(staffRow('edie@example.com')?.textContent).toContain('Invited'));
    expect(api.callsTo('POST', '/api/admin/staff')[0]?.body).toEqual({ name: 'Edie Editor', email: 'edie@example.com', role: 'editor' });
    expect(api.callsTo('GET', '/api/admin/staff')).toHaveLength(2);
  });

  it("checks the invitation with the API's schema before sending, and puts the server's field error on its field", async () => {
    const api = fakeApi()
      .on('GET', '/api/admin/staff', [account()])
      .on(
        'POST',
        '/api/admin/staff',
        apiError(409, 'conflict', 'A staff account with this e-mail address exists already.', {
          email: 'A staff account with this e-mail address exists already',
        }),
      );
    const user = userEvent.setup();
    renderAdmin(<Staff />, { authMode: 'local' });
    await screen.findByRole('table', { name: 'Staff accounts' });

    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(description(screen.getByLabelText('Name'))).toBe('Name is required'));
    expect(description(screen.getByLabelText('E-mail'))).toBe('Please enter a valid email address');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/admin/staff')).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), 'Edie Editor');
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'edie@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(description(screen.getByLabelText('E-mail'))).toBe('A staff account with this e-mail address exists already'));
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Edie Editor');
    expect(api.callsTo('POST', '/api/admin/staff')).toHaveLength(1);
  });

  it('disables an account and shows it disabled from the list fetched again', async () => {
    const api = fakeApi()
      .on('GET', '/api/admin/staff', [account(), edie({ status: 'active' })])
      .on('POST', '/api/admin/staff/u2/disable', () => {
        api.on('GET', '/api/admin/staff', [account(), edie({ status: 'disabled' })]);
        return { ok: true };
      });
    const user = userEvent.setup();
    renderAdmin(<Staff />, { authMode: 'local' });

    await user.click(await screen.findByRole('button', { name: 'Disable Edie Editor' }));
    await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Account disabled', description: 'Edie Editor' }));
    expect(await screen.findByRole('button', { name: 'Enable Edie Editor' })).toBeTruthy();
    expect(staffRow('edie@example.com')?.textContent).toContain('Disabled');
    expect(api.callsTo('GET', '/api/admin/staff')).toHaveLength(2);
  });

  it('retries a network failure, then shows the accounts', async () => {
    let failures = 1;
    const api = fakeApi().on('GET', '/api/admin/staff', () => {
      if (failures-- > 0) throw new TypeError('Failed to fetch');
      return [account()];
    });
    renderAdmin(<Staff />, { authMode: 'local' });
    await screen.findByRole('table', { name: 'Staff accounts' });
    expect(api.callsTo('GET', '/api/admin/staff')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's error answer at once, without retrying", async () => {
    const api = fakeApi().on('GET', '/api/admin/staff', apiError(500, 'internal_error', 'Database unavailable'));
    renderAdmin(<Staff />, { authMode: 'local' });
    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable');
    expect(api.callsTo('GET', '/api/admin/staff')).toHaveLength(1);
  });

  it('asks nothing of the API when staff accounts are managed in Supabase', () => {
    const api = fakeApi();
    renderAdmin(<Staff />, { authMode: 'supabase' });
    expect(screen.getByText(/Staff accounts are managed in Supabase Auth/)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('my account', () => {
  it('changes the password: a wrong current password is shown on its field, success replaces the session and clears the form', async () => {
    let attempts = 0;
    const api = fakeApi().on('POST', '/api/auth/password', () => {
      if (attempts++ === 0) return apiError(400, 'validation_failed', 'The current password is wrong.', { currentPassword: 'Wrong password' });
      return { token: 'new-token', expiresAt: '2099-01-01T00:00:00.000Z', email: 'admin@example.com' };
    });
    const user = userEvent.setup();
    const { context } = renderAdmin(<Account />, { authMode: 'local' });

    await user.type(screen.getByLabelText('New password (at least 12 characters)'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(description(screen.getByLabelText('Current password'))).toBe('Current password is required'));
    expect(description(screen.getByLabelText('New password (at least 12 characters)'))).toMatch(/12/);
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Current password'), 'not-the-password');
    await user.clear(screen.getByLabelText('New password (at least 12 characters)'));
    await user.type(screen.getByLabelText('New password (at least 12 characters)'), 'a much longer new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(description(screen.getByLabelText('Current password'))).toBe('Wrong password'));
    expect((screen.getByLabelText('New password (at least 12 characters)') as HTMLInputElement).value).toBe('a much longer new password');

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'the right password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Password changed' }));
    expect(context.replaceSession).toHaveBeenCalledWith(expect.objectContaining({ token: 'new-token', mode: 'local' }));
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
    expect(api.callsTo('POST', '/api/auth/password')[1]?.body).toEqual({ currentPassword: 'the right password', newPassword: 'a much longer new password' });
  });
});

describe('the staff invitation page', () => {
  const token = 'i'.repeat(43);

  it('asks for the same password twice, says when the link has expired, and signs in with the token when the API takes it', async () => {
    let attempts = 0;
    const api = fakeApi()
      .on('POST', '/api/auth/invitation/check', { valid: true, expiresAt: '2099-01-01T00:00:00.000Z' })
      .on('POST', '/api/auth/invitation', () => {
        if (attempts++ === 0) return apiError(410, 'bad_request', 'This invitation has expired. Ask an administrator for a new one.');
        return { token: 'staff-token', expiresAt: '2099-01-01T00:00:00.000Z', email: 'edie@example.com', name: 'Edie Editor' };
      });
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(<AcceptInvite token={token} onDone={onDone} />);

    await user.type(await screen.findByLabelText('New password'), 'a long enough password');
    await user.type(screen.getByLabelText('Repeat the password'), 'a long enough passwort');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(description(screen.getByLabelText('Repeat the password'))).toBe('The two passwords differ'));
    expect(api.callsTo('POST', '/api/auth/invitation')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Repeat the password'));
    await user.type(screen.getByLabelText('Repeat the password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation has expired. Ask an administrator for a new one.');
    expect(onDone).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ token: 'staff-token', mode: 'local', name: 'Edie Editor' })));
    expect(api.callsTo('POST', '/api/auth/invitation')[1]?.body).toEqual({ token, password: 'a long enough password' });
  });
});

describe('a used or expired invitation link', () => {
  it('says so when the page opens, before a password is typed', async () => {
    const token = 'u'.repeat(43);
    const api = fakeApi().on('POST', '/api/auth/invitation/check', apiError(400, 'bad_request', INVITATION_LINK_MESSAGES.invalid));
    render(<AcceptInvite token={token} onDone={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toBe(INVITATION_LINK_MESSAGES.invalid);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(api.callsTo('POST', '/api/auth/invitation/check')[0]?.body).toEqual({ token });
  });
});

describe('a staff password reset link (/admin#reset=)', () => {
  const token = 'r'.repeat(43);

  it('is checked when the page opens: an expired one says so, with no password form', async () => {
    const api = fakeApi().on('POST', '/api/auth/password-reset/check', apiError(410, 'bad_request', RESET_LINK_MESSAGES.expired));
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(<AcceptInvite token={token} purpose="reset" onDone={onDone} />);
    expect((await screen.findByRole('alert')).textContent).toBe(RESET_LINK_MESSAGES.expired);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(api.callsTo('POST', '/api/auth/password-reset/check')[0]?.body).toEqual({ token });
    await user.click(screen.getByRole('button', { name: 'Go to the sign-in screen' }));
    expect(onDone).toHaveBeenCalledWith(null);
  });

  it('a working one sets the new password and signs in', async () => {
    const api = fakeApi()
      .on('POST', '/api/auth/password-reset/check', { valid: true, expiresAt: '2099-01-01T00:00:00.000Z' })
      .on('POST', '/api/auth/password-reset/confirm', { token: 'staff-token', expiresAt: '2099-01-01T00:00:00.000Z', email: 'edie@example.com', name: 'Edie' });
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(<AcceptInvite token={token} purpose="reset" onDone={onDone} />);
    await screen.findByRole('heading', { name: 'Set a new password' });
    await user.type(screen.getByLabelText('New password'), 'a long enough password');
    await user.type(screen.getByLabelText('Repeat the password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ token: 'staff-token', mode: 'local' })));
    expect(api.callsTo('POST', '/api/auth/password-reset/confirm')[0]?.body).toEqual({ token, password: 'a long enough password' });
  });
});

describe("owners: recording a business's credential", () => {
  const owner: OwnerAccountSummary = {
    id: 'o1',
    email: 'ana@example.com',
    name: 'Ana Owner',
    status: 'active',
    inviteExpiresAt: null,
    lastSignInAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    businesses: [{ id: 301, name: 'NoDa Bike Repair', slug: 'noda-bike-repair' }],
  };

  it('asks for the number, the authority and the expiry, then records them as a credential', async () => {
    const api = fakeApi()
      .on('GET', '/api/admin/owners', { items: [owner], total: 1, limit: ADMIN_PAGE_SIZE, offset: 0 })
      .on('POST', '/api/admin/businesses/301/credentials', { id: 1, businessId: 301, kind: 'licensed', status: 'approved' });
    const user = userEvent.setup();
    renderAdmin(<OwnerAccounts />);
    const licence = await screen.findByRole('form', { name: 'Credential of NoDa Bike Repair' });

    await user.click(within(licence).getByRole('button', { name: 'Record credential of NoDa Bike Repair' }));
    await waitFor(() => expect(description(within(licence).getByLabelText('Licence number'))).toBe('Licence number is required'));
    expect(description(within(licence).getByLabelText('Issued by'))).toContain('The authority that issued the licence is required');
    expect(description(within(licence).getByLabelText('Expiry date'))).toBe('Enter the date it runs out (YYYY-MM-DD)');
    expect(api.callsTo('POST', '/api/admin/businesses/301/credentials')).toHaveLength(0);

    await user.type(within(licence).getByLabelText('Licence number'), ' 12345-M ');
    await user.type(within(licence).getByLabelText('Issued by'), 'NC Utilities Commission');
    fireEvent.input(within(licence).getByLabelText('Expiry date'), { target: { value: '2027-03-31' } });
    await user.click(within(licence).getByRole('button', { name: 'Record credential of NoDa Bike Repair' }));
    await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Credential Recorded' }));
    expect(api.callsTo('POST', '/api/admin/businesses/301/credentials')[0]?.body).toEqual({
      kind: 'licensed',
      licenceNumber: '12345-M',
      issuingAuthority: 'NC Utilities Commission',
      insurer: null,
      policyNumber: null,
      expiresOn: '2027-03-31',
      note: null,
    });
    expect((within(licence).getByLabelText('Licence number') as HTMLInputElement).value).toBe('');
  });
});
