/**
 * /claim-business's two islands against the fake API. Finding and claiming a listed business:
 * the search as you type, claimed businesses marked and not offered, the spec's messages,
 * what the claim sends, `?business={slug}` opening that business (or saying it is claimed).
 * The add-and-claim form: each field checked when it is left (the description's counter
 * with it), the spec's message under every invalid field on submit with focus on the first,
 * service tags, submit disabled while sending, every typed value kept after a 500, a 400 (its
 * field messages under the form's fields) or an answer that is not the API's, the retry with
 * the same submission key, what one call sends, the reset after success and a new key for the
 * next form. What only the real server and browser show: tests/e2e/claim.test.ts.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, SELF_DECLARED_TAGS } from '../../src/domain/catalog';
import ClaimBusinessForm from '../../src/islands/claim/ClaimBusinessForm';
import ClaimExistingBusiness from '../../src/islands/claim/ClaimExistingBusiness';
import { CLAIM_TOASTS } from '../../src/islands/claim/claim-form-state';
import { $toast, dismissToast } from '../../src/stores/toast';
import { CLAIM_FORM_BLANK_MESSAGES, CLAIM_FORM_FILLED, CLAIM_FORM_STORED, CLAIM_FORM_TAG_LABELS } from '../support/claim-form';
import { apiError, fakeApi, json } from './support/api';
import { businessFixture } from './support/fixtures';
import { claimWords } from '../../src/i18n/claim-words';

const EN = claimWords('en');
const ES = claimWords('es');

const MOVERS = businessFixture({ id: 7, slug: 'queen-city-movers', businessName: 'Queen City Movers', category: 'movers-packers', neighborhood: 'noda' });
const CLAIMED = businessFixture({ id: 8, slug: 'queens-cleaning', businessName: "Queen's Cleaning", category: 'cleaning-services', isClaimed: true });

describe('claim a listed business', () => {
  it('finds businesses as you type, marks claimed ones, and sends the claim of the one picked', async () => {
    const api = fakeApi()
      .on('GET', '/api/businesses', { businesses: [MOVERS, CLAIMED], total: 2 })
      .on('POST', '/api/business-claims', json({ id: 51, status: 'pending' }, 201));
    const user = userEvent.setup({ delay: null });
    render(<ClaimExistingBusiness words={EN} />);

    const find = screen.getByRole('searchbox', { name: 'Find your business by name' });
    await user.type(find, 'q');
    expect(screen.getByRole('status').textContent).toBe('Type at least 2 letters of your business name.');
    await user.type(find, 'ueen');
    const results = await screen.findByRole('list', { name: 'Matching businesses' });
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('2 listed businesses match.');
    // Typing pauses are waited out: one search, for the whole text.
    const searches = api.callsTo('GET', '/api/businesses');
    expect(searches.map((call) => call.query.get('search'))).toEqual(['queen']);
    expect(searches[0]?.query.get('limit')).toBe('8');
    const claimedRow = within(results).getAllByRole('listitem')[1]!;
    expect(claimedRow.textContent).toContain('Already claimed');
    expect(within(claimedRow).queryAllByRole('button')).toHaveLength(0);

    await user.click(within(results).getByRole('button', { name: 'Claim Queen City Movers' }));
    const form = screen.getByRole('form', { name: 'Claim Queen City Movers' });
    await user.click(within(form).getByRole('button', { name: 'Claim This Business' }));
    expect(document.getElementById('existing-claimerEmail-error')?.textContent).toBe('Please enter a valid email address');
    expect(document.getElementById('existing-agreeToTerms-error')?.textContent).toBe('You must agree to the terms');
    expect(api.callsTo('POST', '/api/business-claims')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Your name (optional)' }), 'Dana Owner');
    await user.type(within(form).getByRole('textbox', { name: 'Your email' }), 'dana@example.com');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Claim This Business' }));

    expect(await screen.findByText('Claim sent. Open the link in the verification e-mail to confirm it; our staff then review it.')).toBeTruthy();
    expect($toast.get()).toMatchObject(CLAIM_TOASTS.success);
    expect(api.callsTo('POST', '/api/business-claims')[0]?.body).toEqual({
      businessId: 7,
      claimerName: 'Dana Owner',
      claimerEmail: 'dana@example.com',
      locale: 'en',
    });
  });

  it('says no e-mail was sent when the claim was already on file (a repeat claim sends nothing)', async () => {
    fakeApi()
      .on('GET', '/api/businesses', { businesses: [MOVERS], total: 1 })
      .on('POST', '/api/business-claims', { received: true, emailSent: false });
    const user = userEvent.setup({ delay: null });
    render(<ClaimExistingBusiness words={EN} />);
    await user.type(screen.getByRole('searchbox', { name: 'Find your business by name' }), 'queen');
    await user.click(await screen.findByRole('button', { name: 'Claim Queen City Movers' }));
    const form = screen.getByRole('form', { name: 'Claim Queen City Movers' });
    await user.type(within(form).getByRole('textbox', { name: 'Your email' }), 'dana@example.com');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Claim This Business' }));

    expect(await screen.findByText(CLAIM_TOASTS.noEmail.description, { selector: '[data-claim-sent]' })).toBeTruthy();
    expect($toast.get()).toMatchObject(CLAIM_TOASTS.noEmail);
    expect($toast.get()?.description).not.toMatch(/We've sent/);
  });

  it('says when nothing matches, and when the search fails', async () => {
    const api = fakeApi().on('GET', '/api/businesses', { businesses: [], total: 0 });
    const user = userEvent.setup({ delay: null });
    render(<ClaimExistingBusiness words={EN} />);

    await user.type(screen.getByRole('searchbox'), 'zzz plumbing');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No listed business matches. Add it below.'));
    api.on('GET', '/api/businesses', apiError(500, 'internal_error', 'boom'));
    await user.type(screen.getByRole('searchbox'), 's');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Search failed. Please try again.'));
  });

  it('opens with the business of ?business={slug} picked, and shows a 409 as already claimed', async () => {
    window.history.replaceState(null, '', '/claim-business?business=queen-city-movers');
    fakeApi()
      .on('GET', '/api/businesses/queen-city-movers', MOVERS)
      .on('POST', '/api/business-claims', apiError(409, 'conflict', 'This business has already been claimed.'));
    const user = userEvent.setup({ delay: null });
    render(<ClaimExistingBusiness words={EN} />);

    const form = await screen.findByRole('form', { name: 'Claim Queen City Movers' });
    await user.type(within(form).getByRole('textbox', { name: 'Your email' }), 'dana@example.com');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Claim This Business' }));

    expect(await screen.findByText(/^This business has already been claimed by its owner\./)).toBeTruthy();
    expect($toast.get()).toMatchObject({ title: CLAIM_TOASTS.failure, description: 'This business has already been claimed.', variant: 'destructive' });
  });

  it('opens a claimed business of ?business={slug} saying it is claimed, with no claim form', async () => {
    window.history.replaceState(null, '', '/claim-business?business=queens-cleaning');
    const api = fakeApi().on('GET', '/api/businesses/queens-cleaning', CLAIMED);
    const { container } = render(<ClaimExistingBusiness words={EN} />);

    const section = await screen.findByRole('region', { name: "Claim Queen's Cleaning" });
    expect(section.querySelector('[data-already-claimed]')?.textContent).toMatch(/^This business has already been claimed by its owner\./);
    expect(container.querySelectorAll('[data-existing-claim-form]')).toHaveLength(0);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/businesses/queens-cleaning']);
  });
});

describe('add and claim a business', () => {
  // Label queries: role queries over this long form are slow in happy-dom.
  const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*| \\(optional\\))?$`));
  const control = (id: string) => document.getElementById(`claim-${id}`) as HTMLInputElement;
  /** The text under field `id` (empty while it is valid). */
  const errorOf = (id: string) => document.getElementById(`claim-${id}-error`)?.textContent;
  const counter = () => document.querySelector('[data-counter]')?.textContent;
  const submitButton = () => screen.getByRole('button', { name: /Submit Claim|Submitting/ }) as HTMLButtonElement;
  const checkedTags = () => document.querySelectorAll('input[name="serviceTags"]:checked').length;

  /** Pastes a whole value, as a user filling a long form often does (typing it key by key re-renders the form per key). */
  async function enter(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
    await user.click(field(label));
    await user.paste(value);
  }

  /** Replaces the value of field `id` and leaves it. */
  async function replace(user: ReturnType<typeof userEvent.setup>, id: string, value: string) {
    await user.clear(control(id));
    if (value) await user.paste(value);
    await user.tab();
  }

  async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
    await enter(user, 'Business name', 'Plaza Midwood Tacos');
    await user.selectOptions(field('Category'), CATEGORIES[0]?.value ?? '');
    await enter(user, 'Business address', '1500 Central Ave, Charlotte, NC 28205');
    await enter(user, 'Phone', '704-555-0142');
    await enter(user, 'Business email', 'hola@example.com');
    await enter(user, 'Your email', 'owner@example.com');
    await user.click(screen.getByLabelText(/^I confirm I own or manage this business/));
  }

  /** Every kind of field filled in, two service tags and two days' hours among them. */
  async function fillAll(user: ReturnType<typeof userEvent.setup>, values = CLAIM_FORM_FILLED) {
    await enter(user, 'Business name', values.businessName);
    await user.selectOptions(field('Category'), values.category);
    await enter(user, 'Business address', values.address);
    await enter(user, 'Phone', values.phone);
    await enter(user, 'Business email', values.email);
    await enter(user, 'Website', values.website);
    await enter(user, 'Description', values.description);
    for (const label of CLAIM_FORM_TAG_LABELS) await user.click(screen.getByLabelText(label));
    await enter(user, 'Monday', values['businessHours-Monday']);
    await enter(user, 'Sunday', values['businessHours-Sunday']);
    await enter(user, 'Your name', values.claimerName);
    await enter(user, 'Your email', values.claimerEmail);
    await enter(user, 'Your phone', values.claimerPhone);
    await user.click(control('agreeToTerms'));
  }

  function expectFilled(values: Record<string, string> = CLAIM_FORM_FILLED) {
    for (const [id, value] of Object.entries(values)) expect(control(id).value, id).toBe(value);
    for (const label of CLAIM_FORM_TAG_LABELS) expect((screen.getByLabelText(label) as HTMLInputElement).checked, label).toBe(true);
    expect(checkedTags()).toBe(2);
    expect(control('agreeToTerms').checked).toBe(true);
  }

  function expectEmpty() {
    for (const id of [...Object.keys(CLAIM_FORM_FILLED), 'businessHours-Tuesday']) expect(control(id).value, id).toBe('');
    expect(checkedTags()).toBe(0);
    expect(control('agreeToTerms').checked).toBe(false);
    expect(counter()).toContain('0/800');
  }

  it('checks a field when it is left: the business name, the website URL, the e-mail, the description (its counter going past 800); fixing a field clears its message', async () => {
    const api = fakeApi();
    const user = userEvent.setup({ delay: null });
    render(<ClaimBusinessForm words={EN} />);

    await user.click(control('businessName'));
    await user.tab();
    await waitFor(() => expect(errorOf('businessName')).toBe('Business name is required'));

    await user.click(control('website'));
    await user.paste('not a url');
    await user.tab();
    await waitFor(() => expect(errorOf('website')).toBe('Please enter a valid website URL'));
    await user.clear(control('website'));
    await user.paste('www.example.com');
    await waitFor(() => expect(errorOf('website')).toBe(''));

    await user.click(control('email'));
    await user.paste('office@');
    await user.tab();
    await waitFor(() => expect(errorOf('email')).toBe('Please enter a valid email address'));

    expect(counter()).toContain('0/800');
    await replace(user, 'description', 'd'.repeat(801));
    expect(counter()).toContain('801/800');
    await waitFor(() => expect(errorOf('description')).toBe('Description must be 800 characters or less'));
    await user.clear(control('description'));
    await user.paste('d'.repeat(800));
    expect(counter()).toContain('800/800');
    await waitFor(() => expect(errorOf('description')).toBe(''));
    expect(api.calls).toHaveLength(0);
  });

  it("shows the spec's message under every invalid field on submit and focuses the first, sending nothing; fixing a field clears its message; every self-declared service tag may be chosen and unchosen, and no credential is offered", async () => {
    const api = fakeApi();
    const user = userEvent.setup({ delay: null });
    render(<ClaimBusinessForm words={EN} />);

    await enter(user, 'Business email', 'office@');
    await user.click(submitButton());
    await waitFor(() => expect(errorOf('category')).toBe('Please select a category'));
    for (const [id, message] of Object.entries(CLAIM_FORM_BLANK_MESSAGES)) {
      expect(errorOf(id), id).toBe(message);
      expect(control(id).getAttribute('aria-invalid'), id).toBe('true');
      expect(control(id).getAttribute('aria-describedby'), id).toContain(`claim-${id}-error`);
    }
    expect(document.activeElement).toBe(control('businessName'));
    expect(api.calls).toHaveLength(0);

    await user.type(control('businessName'), 'P');
    // The form validates again as it changes (the resolver answers asynchronously).
    await waitFor(() => expect(errorOf('businessName')).toBe(''));
    expect(control('businessName').getAttribute('aria-invalid')).toBeNull();

    // Service tags: every self-declared one may be chosen (no limit toast), and unchosen; Licensed, Insured and Verified are not offered.
    for (const tag of SELF_DECLARED_TAGS) await user.click(screen.getByLabelText(tag.label));
    expect(checkedTags()).toBe(SELF_DECLARED_TAGS.length);
    expect($toast.get()?.title).not.toBe(CLAIM_TOASTS.tagLimit.title);
    for (const credential of ['Licensed', 'Insured', 'Verified']) expect(screen.queryByLabelText(credential)).toBeNull();
    await user.click(screen.getByLabelText('Free Quote'));
    expect(checkedTags()).toBe(SELF_DECLARED_TAGS.length - 1);
    expect(api.calls).toHaveLength(0);
  });

  it("disables submit while sending; keeps everything typed after a 500 (its message in the toast) and a 400 (its field messages under the form's fields, focus on the first); editing a field clears the server's message for it", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi().on('POST', '/api/businesses', async () => {
      await held;
      return apiError(500, 'internal_error', 'The database is unavailable.');
    });
    const user = userEvent.setup({ delay: null });
    render(<ClaimBusinessForm words={EN} />);
    await fillAll(user);

    await user.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Submitting...'));
    expect(submitButton().disabled).toBe(true);
    release();
    await waitFor(() =>
      expect($toast.get()).toMatchObject({
        title: 'Failed to submit claim. Please try again.',
        description: 'The database is unavailable.',
        variant: 'destructive',
      }),
    );
    expectFilled();
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(submitButton().textContent).toBe('Submit Claim');

    // A 400 with field messages: they go under the fields (the API's names mapped to the form's).
    api.on(
      'POST',
      '/api/businesses',
      apiError(400, 'validation_failed', 'Some fields are invalid.', {
        'claim.claimerEmail': 'This e-mail address cannot receive mail',
        longDescription: 'Description must be 800 characters or less',
      }),
    );
    await user.click(submitButton());
    await waitFor(() =>
      expect($toast.get()).toMatchObject({
        title: 'Failed to submit claim. Please try again.',
        description: 'Some fields are invalid.',
        variant: 'destructive',
      }),
    );
    expect(errorOf('claimerEmail')).toBe('This e-mail address cannot receive mail');
    expect(errorOf('description')).toBe('Description must be 800 characters or less');
    expect(document.activeElement).toBe(control('description'));
    expectFilled();
    expect(api.callsTo('POST', '/api/businesses')).toHaveLength(2);

    await user.clear(control('claimerEmail'));
    await user.paste('another@owner.example');
    await waitFor(() => expect(errorOf('claimerEmail')).toBe(''));
  });

  it('sends the business and its claim in one call with a submission key, then toasts and empties the form; the next form gets a new key', async () => {
    const api = fakeApi().on('POST', '/api/businesses', json({ id: 239, slug: 'sparkle-cleaners', claimId: 52 }, 201));
    const user = userEvent.setup({ delay: null });
    render(<ClaimBusinessForm words={EN} />);

    await fillAll(user);
    await user.click(submitButton());

    await waitFor(() => expect($toast.get()).toMatchObject(CLAIM_TOASTS.success));
    const [post] = api.callsTo('POST', '/api/businesses');
    expect(post?.body).toEqual({
      businessName: CLAIM_FORM_FILLED.businessName,
      ...CLAIM_FORM_STORED,
      claim: { claimerName: 'Dana Owner', claimerEmail: 'dana@owner.example', claimerPhone: '704-555-0198', locale: 'en' },
      submissionKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
    });
    await waitFor(() => expect(control('businessName').value).toBe(''));
    expectEmpty();

    await fillRequired(user);
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/api/businesses')).toHaveLength(2));
    const [first, next] = api.callsTo('POST', '/api/businesses').map((call) => (call.body as { submissionKey: string }).submissionKey);
    expect(next).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(next).not.toBe(first);
  });

  it("keeps every typed value after a refusal (the API's field message under its field) or an answer that is not the API's, and retries with the same key until it succeeds", async () => {
    const api = fakeApi().on(
      'POST',
      '/api/businesses',
      apiError(400, 'validation_error', 'Check the highlighted fields.', { phone: 'Phone number is not valid' }),
    );
    const user = userEvent.setup({ delay: null });
    render(<ClaimBusinessForm words={EN} />);

    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByText('Phone number is not valid')).toBeTruthy();
    expect($toast.get()).toMatchObject({ title: CLAIM_TOASTS.failure, description: 'Check the highlighted fields.', variant: 'destructive' });
    expect(control('businessName').value).toBe('Plaza Midwood Tacos');
    expect(document.activeElement).toBe(field('Phone'));

    api.on('POST', '/api/businesses', apiError(503, 'service_unavailable', 'Try again in a moment.'));
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/api/businesses')).toHaveLength(2));

    // A gateway's page instead of the API's answer (the server may have stored it): its text is not shown.
    api.on('POST', '/api/businesses', new Response('Bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } }));
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    dismissToast();
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/api/businesses')).toHaveLength(3));
    await waitFor(() => expect($toast.get()).toMatchObject({ title: CLAIM_TOASTS.failure, variant: 'destructive' }));
    expect(JSON.stringify($toast.get())).not.toContain('Bad gateway');
    expect(control('businessName').value).toBe('Plaza Midwood Tacos');
    expect(control('phone').value).toBe('704-555-0142');
    expect(control('claimerEmail').value).toBe('owner@example.com');
    expect(control('agreeToTerms').checked).toBe(true);

    api.on('POST', '/api/businesses', { id: 239, slug: 'plaza-midwood-tacos', claimId: 52 });
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.click(submitButton());
    await waitFor(() => expect($toast.get()).toMatchObject(CLAIM_TOASTS.success));
    const keys = api.callsTo('POST', '/api/businesses').map((call) => (call.body as { submissionKey: string }).submissionKey);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(control('businessName').value).toBe('');
  });
});

describe('the claim forms in Spanish', () => {
  it('find and claim a listed business in Spanish: status lines, labels, messages, the server’s refusal and the toasts', async () => {
    const api = fakeApi()
      .on('GET', '/api/businesses', { businesses: [MOVERS, CLAIMED], total: 2 })
      .on(
        'POST',
        '/api/business-claims',
        apiError(409, 'conflict', 'This business has already been claimed by its owner. If you own it, please contact support.'),
      );
    const user = userEvent.setup({ delay: null });
    render(<ClaimExistingBusiness words={ES} />);
    const find = screen.getByRole('searchbox', { name: 'Busque su negocio por su nombre' });
    await user.type(find, 'q');
    expect(screen.getByRole('status').textContent).toBe('Escriba al menos 2 letras del nombre de su negocio.');
    await user.type(find, 'ueen');
    const results = await screen.findByRole('list', { name: 'Negocios que coinciden' });
    expect(within(results).getAllByRole('listitem')[0]?.textContent).toContain('Mudanzas y embalaje');
    expect(within(results).getAllByRole('listitem')[1]?.textContent).toContain('Ya reclamado');

    await user.click(within(results).getByRole('button', { name: 'Reclamar Queen City Movers' }));
    expect(screen.getByRole('link', { name: 'Ver la ficha' }).getAttribute('href')).toBe('/es/charlotte/listing/queen-city-movers');
    const form = screen.getByRole('form', { name: 'Reclamar Queen City Movers' });
    expect(
      within(form)
        .getByRole('link', { name: /Términos del servicio/ })
        .getAttribute('href'),
    ).toBe('/es/terms');
    await user.click(within(form).getByRole('button', { name: 'Reclamar este negocio' }));
    expect(document.getElementById('existing-claimerEmail-error')?.textContent).toBe('Escriba una dirección de correo electrónico válida');
    expect(document.getElementById('existing-agreeToTerms-error')?.textContent).toBe('Debe aceptar los términos');

    await user.type(within(form).getByRole('textbox', { name: 'Su nombre (opcional)' }), 'Dana');
    await user.type(within(form).getByRole('textbox', { name: 'Su correo electrónico' }), 'dana@example.com');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Reclamar este negocio' }));
    await waitFor(() =>
      expect($toast.get()).toMatchObject({
        title: 'No se pudo enviar el reclamo. Inténtelo de nuevo.',
        description: 'Su dueño ya reclamó este negocio. Si usted es el dueño, comuníquese con nuestro equipo de ayuda.',
      }),
    );
    // Its verification e-mail is written in Spanish and lands on the Spanish page.
    expect(api.callsTo('POST', '/api/business-claims')[0]?.body).toMatchObject({ businessId: 7, locale: 'es' });
    dismissToast();
  });

  it('add a business in Spanish: the fields, the days, the categories and tags by their Spanish names, and the schema’s messages', async () => {
    fakeApi();
    const user = userEvent.setup({ delay: null });
    render(<ClaimBusinessForm words={ES} />);
    const form = screen.getByRole('form', { name: 'Añada y reclame su negocio' });
    expect(within(form).getByRole('option', { name: 'Servicios de limpieza' })).toBeTruthy();
    expect(within(form).getByRole('checkbox', { name: 'Cotización gratis' })).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Lunes' })).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: /^Sitio web/ })).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Enviar el reclamo' }));
    await waitFor(() => expect(document.getElementById('claim-businessName-error')?.textContent).toBe('Escriba el nombre del negocio'));
    expect(document.getElementById('claim-category-error')?.textContent).toBe('Elija una categoría');
    expect(document.getElementById('claim-agreeToTerms-error')?.textContent).toBe('Debe aceptar los términos');
    expect(form.textContent).not.toMatch(/Business|required|Your /);
  });
});
