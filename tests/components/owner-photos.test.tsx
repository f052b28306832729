/**
 * The owner dashboard's Photos section (src/islands/owner/Photos.tsx) when things go wrong and
 * while an upload runs: a file the browser cannot prepare, the server's 409 (ten photos), 413
 * (too large) and refused alt text, and the progress bar with its screen-reader line. The
 * browser's decoder and canvas are faked as in prepare-photo.test.ts; the upload goes through
 * a fake XMLHttpRequest the test answers, one progress event at a time.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnerListing } from '../../src/domain/owner';
import { PHOTO_LIMITS, type BusinessPhoto } from '../../src/domain/photos';
import OwnerApp from '../../src/islands/owner/OwnerApp';
import { ownerWords } from '../../src/i18n/owner-words';
import { SESSION_KEYS } from '../../src/islands/kit/session';
import { apiError, fakeApi } from './support/api';

/** The dashboard's words in English, as src/pages/owner.astro gives them. */
const EN = ownerWords('en');

const LISTING: OwnerListing = {
  id: 301,
  slug: 'noda-bike-repair',
  businessName: 'NoDa Bike Repair',
  category: 'specialty-services',
  address: '3200 N Davidson St, Charlotte, NC 28205',
  phone: '704-555-0199',
  email: 'shop@example.com',
  website: 'https://bikes.example.com',
  shortDescription: 'Tune-ups while you wait.',
  longDescription: null,
  businessHours: null,
  serviceTags: [],
  languages: [],
  servicesOffered: ['Tune-ups'],
  status: 'published',
  isPremium: false,
  pendingChanges: [],
  openReports: 0,
};

const PHOTOS = '/api/owner/businesses/301/photos';

const photo = (id: number, alt: string): BusinessPhoto => ({
  id,
  businessId: 301,
  alt,
  isCover: id === 1,
  position: id,
  width: 1600,
  height: 1200,
  variants: [{ width: 1600, height: 1200, url: `/photos/301/p${id}-1600.webp` }],
});

/** A JPEG's first bytes (what the preparer sniffs), `bytes` long in all. */
const jpeg = (name = 'IMG_0001.jpg', bytes = 3_000_000) => {
  const data = new Uint8Array(bytes);
  data.set([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
  return new File([data], name, { type: 'image/jpeg' });
};

/** The browser's decoder and canvas: a 4000 x 3000 photo that encodes to 900 KB of WebP. */
function fakeBrowserImaging() {
  vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000, close: () => undefined }));
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      getContext() {
        return { fillRect: () => undefined, drawImage: () => undefined, fillStyle: '', imageSmoothingQuality: 'low' };
      }
      async convertToBlob({ type }: { type: string }) {
        return new Blob([new Uint8Array(900 * 1024)], { type });
      }
    },
  );
}

/** An upload on its way: what was sent, and the test's hand on its progress and answer. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  readonly headers = new Headers();
  method = '';
  url = '';
  body: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  getResponseHeader() {
    return null;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    act(() => {
      this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
    });
  }
  async answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    await act(async () => {
      this.events.dispatchEvent(new Event('load'));
    });
  }
}

function signedIn(photos: BusinessPhoto[] = []) {
  window.localStorage.setItem(
    SESSION_KEYS.owner,
    JSON.stringify({ token: 'owner-token', expiresAt: '2099-01-01T00:00:00.000Z', email: 'owner@example.com', mode: 'local' }),
  );
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  window.history.replaceState(null, '', '/owner#photos/301');
  return fakeApi()
    .on('GET', '/api/auth/config', { mode: 'local' })
    .on('GET', '/api/owner/businesses', { businesses: [LISTING] })
    .on('GET', '/api/owner/quote-requests', { items: [], waiting: {} })
    .on('GET', PHOTOS, { photos, maxPhotos: PHOTO_LIMITS.maxPerBusiness });
}

/** Picks `file` in the form's file input (happy-dom's FormData reads the input's own file list, which user-event's upload leaves empty). */
function pick(section: HTMLElement, file: File) {
  const input = within(section).getByLabelText('Photo');
  const setFiles = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'files')?.set;
  act(() => {
    setFiles?.call(input, [file]);
    fireEvent.change(input);
  });
}

/** Opens the Photos tab, picks `file` with `alt` and presses Upload photo. */
async function upload(file: File, alt = 'The workshop from the street') {
  const user = userEvent.setup();
  render(<OwnerApp words={EN} />);
  const section = await screen.findByRole('region', { name: 'Photos' });
  await within(section).findByText(/No photos yet|Photo 1 of/);
  pick(section, file);
  await user.type(within(section).getByLabelText('Alt text (what the photo shows)'), alt);
  await user.click(within(section).getByRole('button', { name: 'Upload photo' }));
  return { user, section };
}

const statusLine = (section: HTMLElement) => section.querySelector('[data-photo-status]')?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('owner photos', () => {
  it('says why a file cannot be prepared, sends nothing, and lets the owner pick another', async () => {
    signedIn();
    fakeBrowserImaging();
    const notAPhoto = new File(['%PDF-1.7 a price list'], 'prices.jpg', { type: 'image/jpeg' });
    const { section } = await upload(notAPhoto);
    expect((await within(section).findByRole('alert')).textContent).toBe('This file is not a photo. Choose a JPEG, PNG, WebP or HEIC photo.');
    expect(FakeUpload.sent).toEqual([]);
    expect(statusLine(section)).toBe('');
    expect((within(section).getByRole('button', { name: 'Upload photo' }) as HTMLButtonElement).disabled).toBe(false);

    // A browser that cannot open the photo at all says so too.
    vi.stubGlobal('createImageBitmap', async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    const user = userEvent.setup();
    pick(section, jpeg());
    // Picking another file clears the last message.
    expect(within(section).queryByRole('alert')).toBeNull();
    await user.type(within(section).getByLabelText('Alt text (what the photo shows)'), 'The workshop');
    await user.click(within(section).getByRole('button', { name: 'Upload photo' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('This browser cannot open this photo. Choose a JPEG, PNG, WebP or HEIC photo.');
    expect(FakeUpload.sent).toEqual([]);
  });

  it('shows the upload progress as a bar and, in steps of 10 %, to screen readers; then what was sent', async () => {
    signedIn();
    fakeBrowserImaging();
    const { section } = await upload(jpeg());
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const sent = FakeUpload.sent[0]!;
    expect([sent.method, sent.url, sent.headers.get('authorization')]).toEqual(['POST', PHOTOS, 'Bearer owner-token']);
    expect(sent.body?.get('alt')).toBe('The workshop from the street');
    const file = sent.body?.get('file') as File;
    expect([file.name, file.type, file.size]).toEqual(['photo.webp', 'image/webp', 900 * 1024]);
    expect(statusLine(section)).toBe('Uploading the photo: 0%');
    expect((within(section).getByRole('button', { name: 'Upload photo' }) as HTMLButtonElement).disabled).toBe(true);

    sent.progress(370, 1000);
    const bar = within(section).getByLabelText(/^Uploading photo: 37%/) as HTMLProgressElement;
    expect(bar.value).toBeCloseTo(0.37);
    expect(statusLine(section)).toBe('Uploading the photo: 30%');
    sent.progress(1000, 1000);
    expect(within(section).getByLabelText(/^Uploading photo: 100%/)).toBeTruthy();
    expect(statusLine(section)).toBe('Uploading the photo: 100%');

    await sent.answer(201, { photo: photo(1, 'The workshop from the street'), photos: [photo(1, 'The workshop from the street')], maxPhotos: 10 });
    expect(within(section).queryByRole('progressbar')).toBeNull();
    expect(statusLine(section)).toBe('Photo added: 4000 x 3000, 2.9 MB sent as 2560 x 1920, 0.9 MB.');
    expect(within(section).getByText('Photo 1 of 1')).toBeTruthy();
    expect((within(section).getByLabelText('Alt text (what the photo shows)') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's 409 when the business already has ten photos, and its 413 for a photo too large", async () => {
    signedIn();
    fakeBrowserImaging();
    const { user, section } = await upload(jpeg());
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const full = 'A business can have at most 10 photos. Delete one to add another.';
    await FakeUpload.sent[0]!.answer(409, { error: { code: 'conflict', message: full } });
    expect(within(section).getByRole('alert').textContent).toBe(full);
    expect(statusLine(section)).toBe('');
    expect(within(section).queryByRole('progressbar')).toBeNull();
    // Nothing typed is lost: the owner can try again after deleting one.
    expect((within(section).getByLabelText('Alt text (what the photo shows)') as HTMLInputElement).value).toBe('The workshop from the street');

    await user.click(within(section).getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
    const tooLarge = 'The photo must be at most 4 MB.';
    await FakeUpload.sent[1]!.answer(413, { error: { code: 'payload_too_large', message: 'Too large.', fields: { file: tooLarge } } });
    // The field's own message first.
    expect(within(section).getByRole('alert').textContent).toBe(tooLarge);

    // A 413 from something in front of the API (not its JSON) still says what happened.
    await user.click(within(section).getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(3));
    await FakeUpload.sent[2]!.answer(413, 'Request Entity Too Large');
    expect(within(section).getByRole('alert').textContent).toContain('413');
  });

  it('says when ten photos are there instead of offering the upload', async () => {
    signedIn(Array.from({ length: PHOTO_LIMITS.maxPerBusiness }, (_, i) => photo(i + 1, `Photo number ${i + 1}`)));
    render(<OwnerApp words={EN} />);
    const section = await screen.findByRole('region', { name: 'Photos' });
    await within(section).findByText('Photo 10 of 10');
    expect(within(section).getByText('This business has 10 photos. Delete one to add another.')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Upload photo' })).toBeNull();
  });

  it("checks alt text before sending, shows the server's refusal of an edit, and keeps what was typed", async () => {
    const api = signedIn([photo(1, 'The workshop from the street')]).on(
      'PATCH',
      `${PHOTOS}/1`,
      apiError(400, 'validation_failed', 'Some fields are invalid.', { alt: 'Alt text contains characters that are not allowed.' }),
    );
    const user = userEvent.setup();
    render(<OwnerApp words={EN} />);
    const section = await screen.findByRole('region', { name: 'Photos' });
    const item = (await within(section).findByText('Photo 1 of 1')).closest('li')!;
    const alt = within(item).getByLabelText('Alt text') as HTMLInputElement;

    // Empty: the API's own rule, under the field, and nothing sent.
    await user.clear(alt);
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await within(item).findByText('Describe the photo for people who cannot see it.')).toBeTruthy();
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PATCH', `${PHOTOS}/1`)).toEqual([]);

    await user.type(alt, 'Bikes \u0007 in the window');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('Alt text contains characters that are not allowed.');
    expect(api.callsTo('PATCH', `${PHOTOS}/1`)[0]?.body).toEqual({ alt: 'Bikes \u0007 in the window' });
    expect((within(item).getByLabelText('Alt text') as HTMLInputElement).value).toBe('Bikes \u0007 in the window');

    // The upload form checks its alt text too.
    pick(section, jpeg());
    await user.click(within(section).getByRole('button', { name: 'Upload photo' }));
    expect(await within(section).findByText('Describe the photo for people who cannot see it.', { selector: 'p[id$="-error"]' })).toBeTruthy();
    expect(FakeUpload.sent).toEqual([]);
  });
});
