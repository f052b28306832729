/**
 * Claim verification e-mail: the outbox row written in the same transaction as
 * the claim, the Resend sender (against a local server speaking its wire format), the
 * no-provider fallback (log + outbox), and the signed, expiring verification link.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutboxMessage, Page } from '../../src/domain/admin';
import type { Db } from '../../src/server/db/client';
import { LINK_TTL_HOURS, emailProvider } from '../../src/server/email';
import { parseEnv } from '../../src/server/env';
import { describeEachDb } from '../support/db';
import { FakeResend } from '../support/fake-resend';
import { SUPABASE_ENV, errorOf, get, insertBusiness, makeApi, post, supabaseToken, unique, type Api } from './api-support';
import { MAIL_LIMITS } from '../../src/server/email/text';

interface OutboxRow {
  id: number;
  claim_id: number | null;
  to_address: string;
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
}

const outboxFor = (db: Db, claimId: number) =>
  db.query<OutboxRow>(
    'select id::int as id, claim_id, to_address, subject, status, attempts, last_error, provider_message_id from public.email_outbox where claim_id = $1',
    [claimId],
  );

const emailAddress = () => `${unique('claimer').replace(/\W+/g, '.')}@Example.com`;

async function claim(api: Api, businessId: number, claimerEmail = emailAddress()) {
  const response = await post(api, '/api/business-claims', { businessId, claimerEmail, claimerName: 'Pat Owner' });
  return { response, claimerEmail, id: ((await response.clone().json()) as { id: number }).id };
}

/** An admin token valid at the API's clock. */
const adminToken = (api: Api) => supabaseToken({ now: api.deps().now() });

/** The verification link of a claim, as the admin Outbox shows it in the message text. */
async function linkFor(api: Api, claimId: number): Promise<string> {
  const page = (await (await get(api, '/api/admin/outbox?limit=100', await adminToken(api))).json()) as Page<OutboxMessage>;
  const message = page.items.find((m) => m.claimId === claimId);
  const link = /https?:\/\/\S+verify-email\?token=\S+/.exec(message?.text ?? '')?.[0];
  if (!link) throw new Error(`no link for claim ${claimId}`);
  return link;
}

function open(api: Api, link: string, accept = 'application/json') {
  const url = new URL(link);
  return api(new Request(`http://test${url.pathname}${url.search}`, { headers: { accept } }));
}

describe('e-mail provider settings', () => {
  it('sends with Resend only when RESEND_API_KEY and EMAIL_FROM are both set', () => {
    expect(emailProvider(parseEnv({}))).toBeNull();
    expect(emailProvider(parseEnv({ RESEND_API_KEY: 're_abc', EMAIL_FROM: 'Charlotte Directory <no-reply@example.com>' }))).toBe('resend');
    expect(() => parseEnv({ RESEND_API_KEY: 're_abc' })).toThrow('EMAIL_FROM is required when RESEND_API_KEY is set');
    expect(() => parseEnv({ RESEND_API_KEY: 'sk_abc', EMAIL_FROM: 'a@b.example' })).toThrow('RESEND_API_KEY must start with re_');
    expect(() => parseEnv({ EMAIL_FROM: 'not an address' })).toThrow('EMAIL_FROM must be an e-mail address');
    expect(() => parseEnv({ EMAIL_LINK_SECRET: 'short' })).toThrow('EMAIL_LINK_SECRET must be at least 32 characters');
  });
});

describeEachDb('claim verification e-mail', (getDb) => {
  const base = { ...SUPABASE_ENV, PUBLIC_SITE_URL: 'https://directory.example' };
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('without an e-mail provider', () => {
    it('queues the message with the claim, prints the link to the server log and lists it in the Outbox', async () => {
      const db = getDb();
      const api = makeApi(db, base);
      const info = vi.spyOn(console, 'info').mockImplementation(() => {});
      const business = await insertBusiness(db, { businessName: unique('Outbox Movers') });
      const { response, claimerEmail, id } = await claim(api, business.id);
      expect(response.status).toBe(201);
      const rows = await outboxFor(db, id);
      expect(rows).toEqual([
        expect.objectContaining({
          to_address: claimerEmail.toLowerCase(),
          subject: `Confirm your claim of ${business.businessName} on Charlotte Directory`,
          status: 'queued',
          attempts: 0,
          last_error: null,
        }),
      ]);
      const logged = info.mock.calls.map((args) => args.join(' ')).join('\n');
      expect(logged).toContain('No e-mail provider is configured');
      expect(logged).toMatch(/Verification link: https:\/\/directory\.example\/api\/business-claims\/verify-email\?token=v1\.\d+\.\d+\.[\w-]{43}/);

      const page = (await (await get(api, '/api/admin/outbox', await supabaseToken())).json()) as Page<OutboxMessage>;
      const listed = page.items.find((m) => m.claimId === id)!;
      expect(listed).toMatchObject({ toAddress: claimerEmail.toLowerCase(), status: 'queued', kind: 'claim_verification' });
      expect(listed.text).toContain(`Thank you for claiming ${business.businessName} on Charlotte Directory.`);
      expect(listed.text).toContain(`(${LINK_TTL_HOURS} hours)`);
      expect(logged).toContain(await linkFor(api, id));
    });

    it('queues one message for a business added with its claim, and none for a repeated claim', async () => {
      const db = getDb();
      const api = makeApi(db, base);
      vi.spyOn(console, 'info').mockImplementation(() => {});
      const added = await post(api, '/api/businesses', {
        businessName: unique('Outbox Added Co'),
        category: 'cleaning-services',
        address: '2 Mail St',
        phone: '704-555-0199',
        email: 'biz@example.com',
        claim: { claimerEmail: 'owner@example.com', claimerName: 'Owner' },
        submissionKey: `key-${Date.now()}-outbox`,
      });
      expect(added.status).toBe(201);
      const { id: businessId, claimId } = (await added.json()) as { id: number; claimId: number };
      expect(await outboxFor(db, claimId)).toHaveLength(1);
      const again = await claim(api, businessId, 'OWNER@example.com');
      expect(again.response.status).toBe(200);
      expect(await again.response.json()).toEqual({ received: true, emailSent: false });
      expect(await outboxFor(db, claimId)).toHaveLength(1);
    });

    it('caps what a visitor controls: the greeting name and the business name in subject and text', async () => {
      const db = getDb();
      const api = makeApi(db, base);
      vi.spyOn(console, 'info').mockImplementation(() => {});
      const longName = `Visit www.example.com now for ${'a prize '.repeat(20)}`.slice(0, 200);
      const added = await post(api, '/api/businesses', {
        businessName: longName,
        category: 'cleaning-services',
        address: '3 Mail St',
        phone: '704-555-0199',
        email: 'biz@example.com',
        claim: { claimerEmail: emailAddress(), claimerName: `Winner!\n\nClaim ${'x'.repeat(80)}` },
      });
      expect(added.status).toBe(201);
      const { claimId } = (await added.json()) as { claimId: number };
      const [row] = await outboxFor(db, claimId);
      const subjectName = /^Confirm your claim of (.*) on Charlotte Directory$/.exec(row!.subject)?.[1] ?? '';
      expect([...subjectName].length).toBeLessThanOrEqual(MAIL_LIMITS.businessName);
      expect(subjectName.endsWith('\u2026')).toBe(true);
      const page = (await (await get(api, '/api/admin/outbox?limit=100', await supabaseToken())).json()) as Page<OutboxMessage>;
      const text = page.items.find((m) => m.claimId === claimId)!.text;
      const greeting = text.split('\n')[0]!;
      expect(greeting.startsWith('Hello Winner! Claim x')).toBe(true);
      expect([...greeting].length).toBeLessThanOrEqual('Hello ,'.length + MAIL_LIMITS.greetingName);
      expect(text).not.toContain(longName);
    });

    it('sends at most one verification message per address per period', async () => {
      const db = getDb();
      const api = makeApi(db, base);
      vi.spyOn(console, 'info').mockImplementation(() => {});
      const address = emailAddress();
      const first = await claim(api, (await insertBusiness(db)).id, address);
      const [second, third] = await Promise.all([
        claim(api, (await insertBusiness(db)).id, address.toUpperCase()),
        claim(api, (await insertBusiness(db)).id, address),
      ]);
      for (const made of [first, second, third]) expect(made.response.status).toBe(201);
      const count = async () =>
        (await db.query<{ n: number }>('select count(*)::int as n from public.email_outbox where to_address = $1', [address.toLowerCase()]))[0]!.n;
      expect(await count()).toBe(1);
      api.setNow(new Date(Date.now() + (MAIL_LIMITS.verificationPeriodHours * 3600 + 60) * 1000));
      const later = await claim(api, (await insertBusiness(db)).id, address);
      expect(later.response.status).toBe(201);
      expect(await outboxFor(db, later.id)).toHaveLength(1);
      expect(await count()).toBe(2);
    });

    it('answers 409 to a send request: there is no provider to send with', async () => {
      const db = getDb();
      const api = makeApi(db, base);
      vi.spyOn(console, 'info').mockImplementation(() => {});
      const { id } = await claim(api, (await insertBusiness(db)).id);
      const [row] = await outboxFor(db, id);
      const response = await post(api, `/api/admin/outbox/${row!.id}/send`, undefined, await supabaseToken());
      expect(response.status).toBe(409);
      expect((await errorOf(response)).message).toMatch(/No e-mail provider/);
    });
  });

  describe('one transaction', () => {
    beforeAll(async () => {
      await getDb().exec(`
        create function public.test_fail_claim() returns trigger language plpgsql as $$
        begin
          if new.claimer_email = 'claim-fails@example.com' then raise exception 'forced claim failure'; end if;
          return new;
        end $$;
        create trigger test_fail_claim before insert on public.business_claims for each row execute function public.test_fail_claim();
        create function public.test_fail_outbox() returns trigger language plpgsql as $$
        begin
          if new.to_address = 'outbox-fails@example.com' then raise exception 'forced outbox failure'; end if;
          return new;
        end $$;
        create trigger test_fail_outbox before insert on public.email_outbox for each row execute function public.test_fail_outbox();`);
    });
    afterAll(async () => {
      await getDb().exec(`
        drop trigger test_fail_claim on public.business_claims; drop function public.test_fail_claim();
        drop trigger test_fail_outbox on public.email_outbox; drop function public.test_fail_outbox();`);
    });

    it('a claim insert that fails leaves no outbox row (nor the business added with it)', async () => {
      const db = getDb();
      const api = makeApi(db, base);
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const [before] = await db.query<{ n: number }>('select count(*)::int as n from public.email_outbox');
      const name = unique('Atomic Claim Co');
      const response = await post(api, '/api/businesses', {
        businessName: name,
        category: 'cleaning-services',
        address: '3 Mail St',
        phone: '704-555-0198',
        email: 'biz@example.com',
        claim: { claimerEmail: 'claim-fails@example.com' },
      });
      expect(response.status).toBe(500);
      const [after] = await db.query<{ n: number }>('select count(*)::int as n from public.email_outbox');
      expect(after!.n).toBe(before!.n);
      expect(await db.query('select 1 from public.businesses where business_name = $1', [name])).toEqual([]);
    });

    it('an outbox insert that fails leaves no claim', async () => {
      const db = getDb();
      const api = makeApi(db, base);
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const business = await insertBusiness(db);
      const response = await post(api, '/api/business-claims', { businessId: business.id, claimerEmail: 'outbox-fails@example.com' });
      expect(response.status).toBe(500);
      expect(await db.query('select 1 from public.business_claims where business_id = $1', [business.id])).toEqual([]);
    });
  });

  describe('with Resend', () => {
    const resend = new FakeResend();
    let api: Api;
    beforeAll(async () => {
      await resend.start();
      api = makeApi(getDb(), {
        ...base,
        RESEND_API_KEY: 're_test_key_123',
        EMAIL_FROM: 'Charlotte Directory <no-reply@directory.example>',
        RESEND_API_BASE: resend.url,
      });
    });
    afterAll(async () => {
      await resend.stop();
    });

    it('sends right after the claim is stored, once, and records it as sent', async () => {
      const db = getDb();
      const business = await insertBusiness(db, { businessName: unique('Resend Movers') });
      const { response, claimerEmail, id } = await claim(api, business.id);
      expect(response.status).toBe(201);
      const [row] = await outboxFor(db, id);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null, provider_message_id: `email_${resend.requests.length}` });
      const sent = resend.requests.at(-1)!;
      expect(sent.authorization).toBe('Bearer re_test_key_123');
      expect(sent.idempotencyKey).toBe(`outbox-${row!.id}`);
      expect(sent.body).toMatchObject({
        from: 'Charlotte Directory <no-reply@directory.example>',
        to: [claimerEmail.toLowerCase()],
        subject: `Confirm your claim of ${business.businessName} on Charlotte Directory`,
      });
      const link = /https:\/\/directory\.example\/api\/business-claims\/verify-email\?token=\S+/.exec(sent.body.text)![0];
      expect(sent.body.html).toContain(link.replace(/&/g, '&amp;'));
      expect((await open(api, link)).status).toBe(200);

      await post(api, '/api/business-claims', { businessId: business.id, claimerEmail });
      expect(resend.requests.filter((r) => r.idempotencyKey === `outbox-${row!.id}`)).toHaveLength(1);
    });

    it('keeps the message queued with the error when Resend fails; the claim still succeeds; an admin can send it again', async () => {
      const db = getDb();
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      resend.failWith = { status: 500, message: 'Internal failure' };
      const { response, id } = await claim(api, (await insertBusiness(db)).id);
      expect(response.status).toBe(201);
      const [row] = await outboxFor(db, id);
      expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: 'Resend answered 500: Internal failure' });

      const admin = await supabaseToken();
      const retryFailing = await post(api, `/api/admin/outbox/${row!.id}/send`, undefined, admin);
      expect(retryFailing.status).toBe(502);
      expect((await outboxFor(db, id))[0]).toMatchObject({ status: 'queued', attempts: 2 });

      resend.failWith = null;
      const retry = await post(api, `/api/admin/outbox/${row!.id}/send`, undefined, admin);
      expect(retry.status).toBe(200);
      expect((await outboxFor(db, id))[0]).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
      expect((await post(api, `/api/admin/outbox/${row!.id}/send`, undefined, admin)).status).toBe(409);
      const audit = await db.query("select 1 from public.audit_log where action = 'email.send' and target_id = $1", [row!.id]);
      expect(audit).toHaveLength(2);
    });

    it('records an unreachable provider as an error too', async () => {
      const db = getDb();
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const offline = makeApi(db, { ...base, RESEND_API_KEY: 're_x', EMAIL_FROM: 'a@b.example', RESEND_API_BASE: 'http://127.0.0.1:9' });
      const { response, id } = await claim(offline, (await insertBusiness(db)).id);
      expect(response.status).toBe(201);
      const [row] = await outboxFor(db, id);
      expect(row!.status).toBe('queued');
      expect(row!.last_error).toBeTruthy();
    });
  });

  describe('the verification link', () => {
    let api: Api;
    let claimId: number;
    let link: string;
    beforeAll(async () => {
      const info = vi.spyOn(console, 'info').mockImplementation(() => {});
      api = makeApi(getDb(), base);
      api.setNow(new Date('2031-06-01T12:00:00Z'));
      ({ id: claimId } = await claim(api, (await insertBusiness(getDb())).id));
      link = await linkFor(api, claimId);
      info.mockRestore();
    });
    const verifiedAt = async () =>
      (await getDb().query<{ email_verified_at: Date | null }>('select email_verified_at from public.business_claims where id = $1', [claimId]))[0]!
        .email_verified_at;

    it('is refused when tampered with: 400, nothing marked', async () => {
      const token = new URL(link).searchParams.get('token')!;
      const [v, id, expires, signature] = token.split('.') as [string, string, string, string];
      const flip = (text: string) => text.slice(0, -1) + (text.endsWith('A') ? 'B' : 'A');
      const tampered = [
        `${v}.${id}.${expires}.${flip(signature)}`,
        `${v}.${id}.${Number(expires) + 86_400}.${signature}`,
        `${v}.${Number(id) + 1}.${expires}.${signature}`,
        'v1.1.2.short',
        '',
      ];
      for (const bad of tampered) {
        const response = await open(api, `https://directory.example/api/business-claims/verify-email?token=${encodeURIComponent(bad)}`);
        expect(response.status, bad).toBe(400);
        expect((await errorOf(response)).message).toBe('This verification link is not valid.');
      }
      const html = await open(api, `https://directory.example/api/business-claims/verify-email?token=${flip(token)}`, 'text/html,*/*');
      expect(html.status).toBe(303);
      expect(html.headers.get('location')).toBe('/verify-email#link-invalid');
      expect(await verifiedAt()).toBeNull();
    });

    it('is refused after 72 hours: 410, or the expired page for a browser', async () => {
      const later = makeApi(getDb(), base);
      later.setNow(new Date(Date.parse('2031-06-01T12:00:00Z') + LINK_TTL_HOURS * 3_600_000 + 1000));
      const response = await open(later, link);
      expect(response.status).toBe(410);
      expect((await errorOf(response)).message).toBe('This verification link has expired. Please contact us for a new one.');
      const html = await open(later, link, 'text/html');
      expect(html.status).toBe(303);
      expect(html.headers.get('location')).toBe('/verify-email#link-expired');
      expect(await verifiedAt()).toBeNull();
    });

    it('marks the e-mail verified within 72 hours, once; a browser lands on the confirmation page', async () => {
      const soon = makeApi(getDb(), base);
      soon.setNow(new Date('2031-06-03T11:00:00Z'));
      const response = await open(soon, link);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ claimId, emailVerifiedAt: '2031-06-03T11:00:00.000Z' });
      expect((await verifiedAt())?.toISOString()).toBe('2031-06-03T11:00:00.000Z');

      soon.setNow(new Date('2031-06-03T12:00:00Z'));
      const html = await open(soon, link, 'text/html,application/xhtml+xml');
      expect(html.status).toBe(303);
      expect(html.headers.get('location')).toBe('/verify-email#email-verified');
      expect((await verifiedAt())?.toISOString()).toBe('2031-06-03T11:00:00.000Z');

      const queue = (await (await get(api, '/api/business-claims?status=pending&limit=100', await adminToken(api))).json()) as Page<{
        id: number;
        emailVerifiedAt: string | null;
      }>;
      expect(queue.items.find((c) => c.id === claimId)?.emailVerifiedAt).toBe('2031-06-03T11:00:00.000Z');
    });

    it('of a claim made on the Spanish page: the e-mail in Spanish, and the link lands on /es/verify-email', async () => {
      const db = getDb();
      const spanish = makeApi(db, base);
      vi.spyOn(console, 'info').mockImplementation(() => {});
      spanish.setNow(new Date('2031-06-01T12:00:00Z'));
      const business = await insertBusiness(db, { businessName: unique('Mudanzas Reina') });
      const response = await post(spanish, '/api/business-claims', { businessId: business.id, claimerEmail: emailAddress(), claimerName: 'Ana', locale: 'es' });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: number };
      const [row] = await outboxFor(db, id);
      expect(row!.subject).toBe(`Confirme su reclamo de la ficha de ${business.businessName} en Charlotte Directory`);
      const page = (await (await get(spanish, '/api/admin/outbox?limit=100', await adminToken(spanish))).json()) as Page<OutboxMessage>;
      const text = page.items.find((m) => m.claimId === id)!.text;
      expect(text).toContain('Hola, Ana:');
      expect(text).toContain('El enlace es válido hasta el 4 de junio de 2031 a las 8:00 a.m. EDT (72 horas).');
      const spanishLink = await linkFor(spanish, id);
      const landed = await open(spanish, spanishLink, 'text/html');
      expect(landed.headers.get('location')).toBe('/es/verify-email#email-verified');
      const bad = await open(
        spanish,
        spanishLink.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        'text/html',
      );
      expect(bad.headers.get('location')).toBe('/es/verify-email#link-invalid');

      const added = await post(spanish, '/api/businesses', {
        businessName: unique('Limpieza Ana'),
        category: 'cleaning-services',
        address: '4 Mail St',
        phone: '704-555-0199',
        email: 'biz@example.com',
        claim: { claimerEmail: emailAddress(), claimerName: 'Ana', locale: 'es' },
      });
      expect(added.status).toBe(201);
      const { claimId } = (await added.json()) as { claimId: number };
      expect((await outboxFor(db, claimId))[0]!.subject).toMatch(/^Confirme su reclamo de la ficha de Limpieza Ana/);
    });

    it('is signed with EMAIL_LINK_SECRET when set: links signed with another secret do not verify', async () => {
      const withSecret = makeApi(getDb(), { ...base, EMAIL_LINK_SECRET: 'an-email-link-secret-of-32-chars-or-more' });
      withSecret.setNow(new Date('2031-06-02T00:00:00Z'));
      expect((await open(withSecret, link)).status).toBe(400);
      const own = await linkFor(withSecret, claimId);
      expect(own).not.toBe(link);
      expect((await open(withSecret, own)).status).toBe(200);
    });
  });
});
