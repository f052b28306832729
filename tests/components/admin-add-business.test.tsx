/**
 * Admin Add Business on the island kit: the claim form's messages from AdminBusinessSchema,
 * the one POST with the short description taken from the description, and the API's field
 * errors on the fields the form shows.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOASTS } from '../../src/domain/admin';
import { LIMITS } from '../../src/domain/catalog';
import { MESSAGES } from '../../src/domain/forms';
import { AddBusiness } from '../../src/islands/admin/AddBusiness';
import { $toast } from '../../src/stores/toast';
import { renderAdmin } from './support/admin';
import { apiError, fakeApi, json } from './support/api';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Business name'), 'Plaza Pet Care');
  await user.selectOptions(field('Category'), 'pet-services');
  await user.type(field('Address'), '1200 Central Ave');
  await user.type(field('Phone'), '704-555-0177');
  await user.type(field('E-mail'), 'hello@plaza.example');
}

describe('admin Add Business', () => {
  it("shows the claim form's messages and sends nothing", async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderAdmin(<AddBusiness />);
    await user.click(screen.getByRole('button', { name: 'Add business' }));
    for (const message of [MESSAGES.businessName, MESSAGES.category, MESSAGES.address, MESSAGES.phone, MESSAGES.email]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(field('Business name'));
    expect(api.calls).toHaveLength(0);
  });

  it('sends one POST with the short description cut from the description, toasts, links the page and empties the form', async () => {
    const api = fakeApi().on('POST', '/api/admin/businesses', json({ id: 5, slug: 'plaza-pet-care', status: 'published' }, 201));
    const user = userEvent.setup();
    const { context } = renderAdmin(<AddBusiness />);
    await fillRequired(user);
    await user.click(field('Description'));
    await user.paste('d'.repeat(250));
    expect(screen.getByText(`250/${LIMITS.description} characters. The first ${LIMITS.shortDescription} are the short description.`)).toBeTruthy();
    await user.click(screen.getByLabelText('Same Day'));
    await user.click(screen.getByRole('button', { name: 'Add business' }));

    await waitFor(() => expect($toast.get()).toMatchObject(ADMIN_TOASTS.businessCreated));
    const [post] = api.callsTo('POST', '/api/admin/businesses');
    expect(post?.body).toMatchObject({ businessName: 'Plaza Pet Care', category: 'pet-services', serviceTags: ['same-day'], publish: true });
    expect((post?.body as { shortDescription: string }).shortDescription).toHaveLength(LIMITS.shortDescription);
    expect((post?.body as { longDescription: string }).longDescription).toHaveLength(250);
    expect(screen.getByRole('link', { name: 'view its page' }).getAttribute('href')).toBe('/charlotte/listing/plaza-pet-care');
    expect((field('Business name') as HTMLInputElement).value).toBe('');
    expect(context.refreshStats).toHaveBeenCalledTimes(1);
  });

  it("puts the API's field errors on the form's fields (the short description's on the description)", async () => {
    fakeApi().on(
      'POST',
      '/api/admin/businesses',
      apiError(400, 'validation_failed', 'Some fields are invalid.', { shortDescription: 'Short description must be 200 characters or less' }),
    );
    const user = userEvent.setup();
    renderAdmin(<AddBusiness />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add business' }));
    expect(await screen.findByText('Short description must be 200 characters or less')).toBeTruthy();
    expect(field('Description').getAttribute('aria-invalid')).toBe('true');
    expect($toast.get()).toMatchObject({ title: ADMIN_TOASTS.businessCreateFailed, description: 'Some fields are invalid.', variant: 'destructive' });
    expect((field('Business name') as HTMLInputElement).value).toBe('Plaza Pet Care');
  });
});
