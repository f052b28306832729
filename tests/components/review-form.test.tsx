/**
 * The business page's review form (React island): the star picker gates Submit, the API's
 * schema validates (loaded on demand), what a review sends, and what stays after a failure.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/forms';
import ReviewForm from '../../src/islands/review/ReviewForm';
import { en } from '../../src/i18n/en';
import { es } from '../../src/i18n/es';
import { $toast, dismissToast } from '../../src/stores/toast';
import { apiError, fakeApi, json } from './support/api';

function renderForm() {
  render(
    <ReviewForm businessId={27} businessName="Dilworth Electric" t={en.review}>
      <h2>Customer Reviews</h2>
    </ReviewForm>,
  );
  return userEvent.setup();
}

describe('review form', () => {
  it('opens on Write Review with focus on the first star, and keeps Submit disabled until a star is chosen', async () => {
    fakeApi();
    const user = renderForm();
    const toggle = screen.getByRole('button', { name: 'Write Review' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 star' })));
    const submit = screen.getByRole('button', { name: 'Submit Review' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('Please select a rating')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(submit.disabled).toBe(false);
    expect(screen.queryByText('Please select a rating')).toBeNull();
  });

  it('checks the e-mail on blur with the shared schema, and counts the review text', async () => {
    fakeApi();
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Write Review' }));
    const email = screen.getByLabelText(/^Email/);
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(await screen.findByText(MESSAGES.email)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    const text = screen.getByLabelText('Your review (optional)');
    await user.click(text);
    await user.paste('x'.repeat(301));
    expect(screen.getByText('301', { selector: '[data-review-count]' })).toBeTruthy();
    expect(screen.getByText(MESSAGES.reviewText)).toBeTruthy();
  });

  it('a tap on Write Review before hydration is kept: the panel stays open with the star and text chosen meanwhile, and the review goes', async () => {
    const form = (
      <ReviewForm businessId={27} businessName="Dilworth Electric" t={en.review}>
        <h2>Customer Reviews</h2>
      </ReviewForm>
    );
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = renderToString(form);
    // Before hydration the toggle is a plain link to the panel: following it names the panel in the address.
    const link = host.querySelector<HTMLAnchorElement>('[data-review-toggle]')!;
    expect(link.getAttribute('href')).toBe('#review-form-panel');
    expect(host.querySelector('[data-review-panel]')?.hasAttribute('data-hydrated')).toBe(false);
    window.history.replaceState(null, '', '/charlotte/listing/dilworth-electric#review-form-panel');
    host.querySelector<HTMLInputElement>('#review-rating-4')!.checked = true;
    host.querySelector<HTMLInputElement>('#review-email')!.value = 'early@example.com';
    host.querySelector<HTMLTextAreaElement>('#review-text')!.value = 'Typed before the island woke up.';
    const api = fakeApi().on('POST', '/api/businesses/27/reviews', json({ id: 902, status: 'pending' }, 201));
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(host, form, { onRecoverableError: (error) => recoverable.push(error) }));
    expect(recoverable).toEqual([]);
    try {
      const toggle = screen.getByRole('button', { name: 'Write Review' });
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      const panel = host.querySelector<HTMLElement>('[data-review-panel]')!;
      expect(panel.hasAttribute('data-open')).toBe(true);
      expect(panel.hasAttribute('data-hydrated')).toBe(true);
      expect(screen.getByText('32', { selector: '[data-review-count]' })).toBeTruthy();
      const submit = screen.getByRole('button', { name: 'Submit Review' }) as HTMLButtonElement;
      expect(submit.disabled).toBe(false);
      const user = userEvent.setup();
      await user.click(submit);
      await waitFor(() => expect(api.callsTo('POST', '/api/businesses/27/reviews')).toHaveLength(1));
      expect(api.callsTo('POST', '/api/businesses/27/reviews')[0]?.body).toMatchObject({
        rating: 4,
        reviewerEmail: 'early@example.com',
        reviewText: 'Typed before the island woke up.',
      });
      // Closed after sending: the address no longer names the panel.
      await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
      expect(window.location.hash).toBe('');
    } finally {
      act(() => root.unmount());
      host.remove();
      window.history.replaceState(null, '', '/');
    }
  });

  it("opened from the business's invitation link: the panel is open, no star is chosen, and the token goes with the review", async () => {
    window.history.replaceState(null, '', '/charlotte/listing/dilworth-electric?invite=ri1.27.1800000000.token#reviews');
    try {
      const api = fakeApi().on('POST', '/api/businesses/27/reviews', json({ id: 901, status: 'pending' }, 201));
      const user = renderForm();
      expect(screen.getByRole('button', { name: 'Write Review' }).getAttribute('aria-expanded')).toBe('true');
      expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
      await user.click(screen.getByRole('radio', { name: '1 star' }));
      await user.type(screen.getByLabelText(/^Email/), 'unhappy@example.com');
      await user.click(screen.getByRole('button', { name: 'Submit Review' }));
      await waitFor(() => expect(api.callsTo('POST', '/api/businesses/27/reviews')).toHaveLength(1));
      expect(api.callsTo('POST', '/api/businesses/27/reviews')[0]?.body).toMatchObject({ rating: 1, invitation: 'ri1.27.1800000000.token' });
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('posts the review with a submission key, toasts, resets and closes, and gives focus back to Write Review', async () => {
    const api = fakeApi().on('POST', '/api/businesses/27/reviews', json({ id: 900, status: 'pending' }, 201));
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Write Review' }));
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText(/^Email/), 'dana@example.com');
    await user.type(screen.getByLabelText('Your review (optional)'), 'On time and careful.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    await waitFor(() => expect($toast.get()).toMatchObject({ title: en.review.successTitle, description: en.review.successDescription }));
    expect(api.callsTo('POST', '/api/businesses/27/reviews')[0]?.body).toEqual({
      rating: 5,
      reviewerEmail: 'dana@example.com',
      reviewText: 'On time and careful.',
      submissionKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
      locale: 'en',
    });
    const toggle = screen.getByRole('button', { name: 'Write Review' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    expect((screen.getByLabelText('Your review (optional)', { selector: 'textarea' }) as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the server's message on failure, keeps what was typed, and retries with the same key", async () => {
    const api = fakeApi().on('POST', '/api/businesses/27/reviews', apiError(500, 'internal_error', 'The review service is down for maintenance.'));
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Write Review' }));
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.type(screen.getByLabelText(/^Email/), 'keep.me@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    await waitFor(() =>
      expect($toast.get()).toMatchObject({
        title: en.review.errorTitle,
        description: 'The review service is down for maintenance.',
        variant: 'destructive',
      }),
    );
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('keep.me@example.com');
    expect((screen.getByRole('radio', { name: '2 stars' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/businesses/27/reviews')).toHaveLength(2));
    const keys = api.callsTo('POST', '/api/businesses/27/reviews').map((call) => (call.body as { submissionKey: string }).submissionKey);
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows the fallback when the answer is not the API's JSON, and keeps the panel open with everything typed", async () => {
    const reviews = '/api/businesses/31/reviews';
    const api = fakeApi().on('POST', reviews, apiError(500, 'internal_error', 'The review service is down for maintenance.'));
    render(
      <ReviewForm businessId={31} businessName="Plaza Midwood Plumbing" t={en.review}>
        <h2>Customer Reviews</h2>
      </ReviewForm>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Write Review' }));
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText(/^Email/), 'reviewer.e2e@example.com');
    await user.type(screen.getByLabelText('Name (optional)'), 'E2E Reviewer');
    await user.type(screen.getByLabelText('Your review (optional)', { selector: 'textarea' }), 'Helpful and on time.');
    const submit = screen.getByRole('button', { name: 'Submit Review' }) as HTMLButtonElement;
    await user.click(submit);

    await waitFor(() =>
      expect($toast.get()).toMatchObject({ title: 'Error', description: 'The review service is down for maintenance.', variant: 'destructive' }),
    );
    const kept = () => {
      expect(screen.getByRole('button', { name: 'Write Review' }).getAttribute('aria-expanded')).toBe('true');
      expect(document.getElementById('review-form-panel')?.hasAttribute('data-open')).toBe(true);
      expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('reviewer.e2e@example.com');
      expect((screen.getByLabelText('Name (optional)') as HTMLInputElement).value).toBe('E2E Reviewer');
      expect((screen.getByLabelText('Your review (optional)', { selector: 'textarea' }) as HTMLTextAreaElement).value).toBe('Helpful and on time.');
      expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
      expect(submit.disabled).toBe(false);
    };
    await waitFor(() => expect(submit.disabled).toBe(false));
    kept();

    // A gateway's page instead of the API's JSON: the fallback message.
    dismissToast();
    api.on('POST', reviews, new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await user.click(submit);
    await waitFor(() =>
      expect($toast.get()).toMatchObject({ title: 'Error', description: 'Failed to submit review. Please try again.', variant: 'destructive' }),
    );
    expect(api.callsTo('POST', reviews)).toHaveLength(2);
    await waitFor(() => expect(submit.disabled).toBe(false));
    kept();
  });
});

describe('review form on a Spanish page', () => {
  it("speaks Spanish, the shared schema's messages included", async () => {
    fakeApi();
    render(
      <ReviewForm businessId={27} businessName="Dilworth Electric" t={es.review} errorText={{ [MESSAGES.email]: es.review.errorEmail }}>
        <h2>Reseñas de clientes</h2>
      </ReviewForm>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Escribir reseña' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 estrella' })));
    expect(screen.getByRole('heading', { name: 'Su reseña de Dilworth Electric' })).toBeTruthy();
    expect(screen.getByText(es.review.errorRating)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'no-es-un-correo');
    await user.tab();
    expect(await screen.findByText(es.review.errorEmail)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Enviar reseña' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("sends the page's language with the review, so the e-mails it brings are in Spanish", async () => {
    const api = fakeApi().on('POST', '/api/businesses/27/reviews', json({ id: 901, status: 'pending' }, 201));
    render(
      <ReviewForm businessId={27} businessName="Dilworth Electric" t={es.review} locale="es">
        <h2>Reseñas de clientes</h2>
      </ReviewForm>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Escribir reseña' }));
    await user.click(screen.getByRole('radio', { name: '5 estrellas' }));
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar reseña' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/businesses/27/reviews')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/businesses/27/reviews')[0]?.body).toMatchObject({ rating: 5, reviewerEmail: 'dana@example.com', locale: 'es' });
  });
});
