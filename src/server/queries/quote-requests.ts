/**
 * Quote requests: SQL for asking, confirming (delivery), answering, closing,
 * the owner's list, staff deletion and the counts. Every multi-step write is one
 * transaction that also queues its e-mails in the outbox.
 */
import { categoryLabel } from '../../domain/catalog';
import { categoryText } from '../../i18n/categories';
import type { Locale } from '../../i18n/locale';
import {
  describeAnswers,
  type BusinessQuoteRequestView,
  type ContactMethod,
  type QuoteAnswerStatus,
  type QuoteAnswers,
  type QuoteReply,
  type QuoteRequest,
  type QuoteRequestStatus,
  type QuoteRequestStatusView,
} from '../../domain/quote-requests';
import { QUOTE_LIMITS, takesQuoteRequests, type QuoteCategory } from '../../domain/quote-categories';
import type { Db, Queryable } from '../db/client';
import { USABLE_EMAIL_SQL } from './business-rows';
import { confirmExpiry } from '../email/quote-links';
import { queueEmail } from '../email/queue';
import { isoTimeOrNull, isoDayOrNull } from '../db/columns';

const money = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * The address a business's quote e-mail goes to: the listing's e-mail address when it looks
 * like one, else its owner's local account address, else (Supabase Auth, where owners have no
 * local account) the address of the verified claim that made them owner, as owners' other
 * notices do (./owner-notices.ts). `b` is the business, `o` its owner row.
 */
const BUSINESS_ADDRESS = `coalesce(
  ${USABLE_EMAIL_SQL},
  (select sa.email from public.staff_accounts sa where sa.id = o.owner_id),
  (select c.claimer_email from public.business_claims c where c.id = o.claim_id))`;

export interface QuoteRecipient {
  id: number;
  businessName: string;
  slug: string;
  category: string;
  published: boolean;
  owned: boolean;
  address: string | null;
}

/** The businesses `ids` names, with whether each can receive requests (owned, or an e-mail address). */
export async function findQuoteRecipients(db: Queryable, ids: readonly number[]): Promise<Map<number, QuoteRecipient>> {
  const rows = await db.query<{ id: number; business_name: string; slug: string; category: string; status: string; owned: boolean; address: string | null }>(
    `select b.id::int as id, b.business_name, b.slug, b.category, b.status, (o.business_id is not null) as owned, ${BUSINESS_ADDRESS} as address
       from public.businesses b left join public.business_owners o on o.business_id = b.id
      where b.id = any(string_to_array($1, ',')::int[])`,
    [ids.join(',')],
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        businessName: row.business_name,
        slug: row.slug,
        category: row.category,
        published: row.status === 'published',
        owned: row.owned,
        address: row.address,
      },
    ]),
  );
}

/** True when `recipient` may be asked: published, and an owner or an e-mail address to reach it. */
export const canReceiveQuotes = (recipient: QuoteRecipient) => recipient.published && (recipient.owned || recipient.address !== null);

export type CreateOutcome = { outcome: 'created'; id: number } | { outcome: 'email_limited' };

/**
 * Stores an unconfirmed request for `recipients` and queues the visitor's confirmation
 * e-mail, unless the address already sent {@link QUOTE_LIMITS.perEmailPerDay} requests in
 * the last 24 hours (concurrent requests of one address are serialized by a lock).
 */
export async function createQuoteRequest(
  db: Db,
  input: QuoteRequest,
  recipients: readonly QuoteRecipient[],
  now: Date,
  clientKey: string | null = null,
): Promise<CreateOutcome> {
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('quote-request:' || $1))`, [email]);
    const since = new Date(now.getTime() - 24 * 3_600_000).toISOString();
    const [count] = await tx.query<{ n: number }>('select count(*)::int as n from public.quote_requests where customer_email = $1 and created_at > $2', [
      email,
      since,
    ]);
    if (Number(count?.n ?? 0) >= QUOTE_LIMITS.perEmailPerDay) return { outcome: 'email_limited' } as const;
    const [row] = await tx.query<{ id: number }>(
      `insert into public.quote_requests (category, answers, customer_name, customer_email, customer_phone, contact_by, details, created_at, client_key, locale)
       values ($1, $2::text::jsonb, $3, $4, $5, $6, $7, $8, $9, $10) returning id::int as id`,
      [
        input.category,
        JSON.stringify(input.answers),
        input.name,
        email,
        input.phone ?? null,
        input.contactBy,
        input.details,
        now.toISOString(),
        clientKey,
        input.locale,
      ],
    );
    const id = Number(row!.id);
    await tx.query(
      `insert into public.quote_request_businesses (request_id, business_id)
       select $1, unnest(string_to_array($2, ',')::int[])`,
      [id, recipients.map((r) => r.id).join(',')],
    );
    await queueEmail(
      tx,
      'quote_confirmation',
      email,
      {
        requestId: id,
        name: input.name,
        categoryLabel: categoryText(input.category, input.locale).label,
        businessNames: recipients.map((r) => r.businessName),
        expiresAt: confirmExpiry(now).toISOString(),
        locale: input.locale,
      },
      now,
    );
    return { outcome: 'created', id } as const;
  });
}

interface RequestRow {
  id: number;
  category: QuoteCategory;
  answers: unknown;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  contact_by: ContactMethod;
  details: string;
  status: QuoteRequestStatus;
  created_at: Date | string;
  confirmed_at: Date | string | null;
  closed_at: Date | string | null;
  /** The language the visitor asked in: their e-mails are written in it. */
  locale: Locale;
}

const REQUEST_COLUMNS = `id::int as id, category, answers, customer_name, customer_email, customer_phone, contact_by, details, status,
  created_at, confirmed_at, closed_at, locale`;

const answersOf = (row: RequestRow) => (typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers) as QuoteAnswers;

export async function getQuoteRequest(db: Queryable, id: number): Promise<RequestRow | null> {
  const [row] = await db.query<RequestRow>(`select ${REQUEST_COLUMNS} from public.quote_requests where id = $1`, [id]);
  return row ?? null;
}

/**
 * Confirms the visitor's address: the request opens and is delivered to each chosen
 * business (dashboard and e-mail). Confirming again changes nothing. Returns false when
 * the request is gone.
 */
export async function confirmQuoteRequest(db: Db, id: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [request] = await tx.query<RequestRow>(`select ${REQUEST_COLUMNS} from public.quote_requests where id = $1 for update`, [id]);
    if (!request) return false;
    if (request.status !== 'unconfirmed') return true;
    await tx.query(`update public.quote_requests set status = 'open', confirmed_at = $2 where id = $1`, [id, now.toISOString()]);
    const targets = await tx.query<{ id: number; business_name: string; slug: string; owned: boolean; address: string | null }>(
      `update public.quote_request_businesses q set delivered_at = $2
         from public.businesses b left join public.business_owners o on o.business_id = b.id
        where q.request_id = $1 and b.id = q.business_id
        returning b.id::int as id, b.business_name, b.slug, (o.business_id is not null) as owned, ${BUSINESS_ADDRESS} as address`,
      [id, now.toISOString()],
    );
    const answers = answersOf(request);
    for (const target of targets) {
      if (!target.address) continue;
      await queueEmail(
        tx,
        'quote_request',
        target.address,
        {
          requestId: id,
          businessId: Number(target.id),
          businessName: target.business_name,
          businessSlug: target.slug,
          owned: target.owned,
          categoryLabel: categoryLabel(request.category),
          customer: { name: request.customer_name, email: request.customer_email, phone: request.customer_phone, contactBy: request.contact_by },
          lines: describeAnswers(request.category, answers),
          details: request.details,
        },
        now,
      );
    }
    return true;
  });
}

interface AnswerRow {
  business_id: number;
  business_name: string;
  slug: string;
  status: QuoteAnswerStatus;
  price_low: string | number | null;
  price_high: string | number | null;
  available_on: Date | string | null;
  message: string | null;
  answered_at: Date | string | null;
  hired: boolean;
  delivered_at: Date | string | null;
}

const ANSWER_COLUMNS = `q.business_id::int as business_id, b.business_name, b.slug, q.status, q.price_low::text as price_low,
  q.price_high::text as price_high, to_char(q.available_on, 'YYYY-MM-DD') as available_on, q.message, q.answered_at, q.hired, q.delivered_at`;

/** The visitor's view: the request and each business's answer side by side. */
export async function getQuoteStatusView(db: Queryable, id: number): Promise<QuoteRequestStatusView | null> {
  const request = await getQuoteRequest(db, id);
  if (!request) return null;
  const answers = await db.query<AnswerRow>(
    `select ${ANSWER_COLUMNS} from public.quote_request_businesses q join public.businesses b on b.id = q.business_id
      where q.request_id = $1 order by b.business_name, q.business_id`,
    [id],
  );
  return {
    id: Number(request.id),
    category: request.category,
    categoryLabel: categoryLabel(request.category),
    status: request.status,
    createdAt: isoTimeOrNull(request.created_at)!,
    confirmedAt: isoTimeOrNull(request.confirmed_at),
    closedAt: isoTimeOrNull(request.closed_at),
    answers: answersOf(request),
    details: request.details,
    businesses: answers.map((a) => ({
      businessId: Number(a.business_id),
      businessName: a.business_name,
      businessSlug: a.slug,
      status: a.status,
      priceLow: money(a.price_low),
      priceHigh: money(a.price_high),
      availableOn: isoDayOrNull(a.available_on),
      message: a.message,
      answeredAt: isoTimeOrNull(a.answered_at),
      hired: a.hired,
    })),
  };
}

function businessView(request: RequestRow, answer: AnswerRow): BusinessQuoteRequestView {
  return {
    requestId: Number(request.id),
    businessId: Number(answer.business_id),
    businessName: answer.business_name,
    category: request.category,
    categoryLabel: categoryLabel(request.category),
    receivedAt: isoTimeOrNull(answer.delivered_at)!,
    customer: { name: request.customer_name, email: request.customer_email, phone: request.customer_phone, contactBy: request.contact_by },
    questions: describeAnswers(request.category, answersOf(request)),
    details: request.details,
    status: answer.status,
    reply:
      answer.status === 'waiting'
        ? null
        : { priceLow: money(answer.price_low), priceHigh: money(answer.price_high), availableOn: isoDayOrNull(answer.available_on), message: answer.message },
    outcome: answer.hired ? 'hired' : request.status === 'closed' ? 'closed' : 'open',
  };
}

/** What one business sees of one request delivered to it; null when not delivered to it. */
export async function getBusinessQuoteView(db: Queryable, requestId: number, businessId: number): Promise<BusinessQuoteRequestView | null> {
  const request = await getQuoteRequest(db, requestId);
  if (!request) return null;
  const [answer] = await db.query<AnswerRow>(
    `select ${ANSWER_COLUMNS} from public.quote_request_businesses q join public.businesses b on b.id = q.business_id
      where q.request_id = $1 and q.business_id = $2 and q.delivered_at is not null`,
    [requestId, businessId],
  );
  return answer ? businessView(request, answer) : null;
}

/**
 * Requests delivered to the businesses of `ownerId`: those still to answer first, oldest
 * first (the longest wait on top), then the rest newest first.
 */
export async function listOwnerQuoteRequests(db: Queryable, ownerId: string, limit = 100): Promise<BusinessQuoteRequestView[]> {
  const rows = await db.query<AnswerRow & { request_id: number }>(
    `select q.request_id::int as request_id, ${ANSWER_COLUMNS}
       from public.quote_request_businesses q
       join public.business_owners o on o.business_id = q.business_id
       join public.businesses b on b.id = q.business_id
       join public.quote_requests r on r.id = q.request_id
      where o.owner_id = $1 and q.delivered_at is not null
      order by (q.status = 'waiting' and r.status = 'open') desc,
               case when q.status = 'waiting' and r.status = 'open' then q.delivered_at end asc,
               q.delivered_at desc, q.request_id desc limit $2`,
    [ownerId, limit],
  );
  if (rows.length === 0) return [];
  const requests = await db.query<RequestRow>(`select ${REQUEST_COLUMNS} from public.quote_requests where id = any(string_to_array($1, ',')::int[])`, [
    [...new Set(rows.map((r) => Number(r.request_id)))].join(','),
  ]);
  const byId = new Map(requests.map((r) => [Number(r.id), r]));
  return rows.flatMap((row) => {
    const request = byId.get(Number(row.request_id));
    return request ? [businessView(request, row)] : [];
  });
}

/** The owner's businesses among those a request was delivered to. */
export async function ownedRecipients(db: Queryable, requestId: number, ownerId: string): Promise<number[]> {
  const rows = await db.query<{ business_id: number }>(
    `select q.business_id::int as business_id from public.quote_request_businesses q
       join public.business_owners o on o.business_id = q.business_id
      where q.request_id = $1 and o.owner_id = $2 and q.delivered_at is not null order by q.business_id`,
    [requestId, ownerId],
  );
  return rows.map((r) => Number(r.business_id));
}

export type ReplyOutcome = 'done' | 'not_found' | 'already_answered' | 'closed';

/**
 * Records a business's answer (once) and queues the visitor's e-mail about it. 'closed'
 * when the visitor closed the request; 'already_answered' on a second answer.
 */
export async function replyToQuoteRequest(
  db: Db,
  requestId: number,
  businessId: number,
  reply: QuoteReply,
  answeredBy: string,
  now: Date,
  clientKey: string | null = null,
): Promise<ReplyOutcome> {
  return db.transaction(async (tx) => {
    const [request] = await tx.query<RequestRow>(`select ${REQUEST_COLUMNS} from public.quote_requests where id = $1 for update`, [requestId]);
    if (!request) return 'not_found';
    const [target] = await tx.query<{ status: QuoteAnswerStatus; business_name: string }>(
      `select q.status, b.business_name from public.quote_request_businesses q join public.businesses b on b.id = q.business_id
        where q.request_id = $1 and q.business_id = $2 and q.delivered_at is not null`,
      [requestId, businessId],
    );
    if (!target) return 'not_found';
    if (target.status !== 'waiting') return 'already_answered';
    if (request.status !== 'open') return 'closed';
    const quote = reply.kind === 'quote' ? reply : null;
    await tx.query(
      `update public.quote_request_businesses
          set status = $3, price_low = $4, price_high = $5, available_on = $6::date, message = $7, answered_at = $8, answered_by = $9,
              answered_client_key = $10
        where request_id = $1 and business_id = $2`,
      [
        requestId,
        businessId,
        quote ? 'quoted' : 'declined',
        quote ? quote.priceLow : null,
        quote ? (quote.priceHigh ?? null) : null,
        quote?.availableOn ?? null,
        reply.message || null,
        now.toISOString(),
        answeredBy,
        clientKey,
      ],
    );
    await queueEmail(
      tx,
      'quote_answer',
      request.customer_email,
      {
        requestId,
        name: request.customer_name,
        businessName: target.business_name,
        kind: reply.kind,
        priceLow: quote ? quote.priceLow : null,
        priceHigh: quote ? (quote.priceHigh ?? null) : null,
        availableOn: quote?.availableOn ?? null,
        message: reply.message,
        locale: request.locale,
      },
      now,
    );
    return 'done';
  });
}

export type CloseOutcome = 'done' | 'not_found' | 'not_open' | 'not_a_recipient';

/**
 * Closes an open request, marking `hiredBusinessId` (one of its businesses) hired when
 * given; every other business it was delivered to is told by e-mail, without the hired
 * business's name.
 */
export async function closeQuoteRequest(db: Db, requestId: number, hiredBusinessId: number | null, now: Date): Promise<CloseOutcome> {
  return db.transaction(async (tx) => {
    const [request] = await tx.query<RequestRow>(`select ${REQUEST_COLUMNS} from public.quote_requests where id = $1 for update`, [requestId]);
    if (!request) return 'not_found';
    if (request.status !== 'open') return 'not_open';
    if (hiredBusinessId !== null) {
      const hired = await tx.query(`update public.quote_request_businesses set hired = true where request_id = $1 and business_id = $2 returning 1`, [
        requestId,
        hiredBusinessId,
      ]);
      if (hired.length === 0) return 'not_a_recipient';
    }
    await tx.query(`update public.quote_requests set status = 'closed', closed_at = $2 where id = $1`, [requestId, now.toISOString()]);
    const others = await tx.query<{ business_name: string; address: string | null; answered: boolean }>(
      `select b.business_name, ${BUSINESS_ADDRESS} as address, q.status = 'quoted' as answered
         from public.quote_request_businesses q join public.businesses b on b.id = q.business_id
         left join public.business_owners o on o.business_id = b.id
        where q.request_id = $1 and q.delivered_at is not null and not q.hired and q.status <> 'declined'`,
      [requestId],
    );
    for (const other of others) {
      if (!other.address) continue;
      await queueEmail(
        tx,
        'quote_closed',
        other.address,
        {
          requestId,
          businessName: other.business_name,
          categoryLabel: categoryLabel(request.category),
          hiredAnother: hiredBusinessId !== null,
          answered: Boolean(other.answered),
        },
        now,
      );
    }
    return 'done';
  });
}

/** Deletes a request with its deliveries, answers and queued e-mail; false when it is gone. */
export async function deleteQuoteRequest(db: Queryable, id: number): Promise<{ label: string } | null> {
  const [row] = await db.query<{ category: string; customer_email: string }>(
    'delete from public.quote_requests where id = $1 returning category, customer_email',
    [id],
  );
  return row ? { label: `${categoryLabel(row.category)} request from ${row.customer_email}` } : null;
}

export interface AdminQuoteRequest {
  id: number;
  category: string;
  categoryLabel: string;
  status: QuoteRequestStatus;
  customerName: string;
  customerEmail: string;
  details: string;
  createdAt: string;
  businesses: number;
  answered: number;
}

/** Recent requests for staff (newest first), to find and delete abuse. */
export async function listAdminQuoteRequests(db: Queryable, limit: number, offset: number): Promise<{ items: AdminQuoteRequest[]; total: number }> {
  const rows = await db.query<{
    id: number;
    category: string;
    status: QuoteRequestStatus;
    customer_name: string;
    customer_email: string;
    details: string;
    created_at: Date | string;
    businesses: number;
    answered: number;
  }>(
    `select r.id::int as id, r.category, r.status, r.customer_name, r.customer_email, r.details, r.created_at,
            (select count(*)::int from public.quote_request_businesses q where q.request_id = r.id) as businesses,
            (select count(*)::int from public.quote_request_businesses q where q.request_id = r.id and q.status <> 'waiting') as answered
       from public.quote_requests r order by r.created_at desc, r.id desc limit $1 offset $2`,
    [limit, offset],
  );
  const [count] = await db.query<{ n: number }>('select count(*)::int as n from public.quote_requests');
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      category: r.category,
      categoryLabel: categoryLabel(r.category),
      status: r.status,
      customerName: r.customer_name,
      customerEmail: r.customer_email,
      details: r.details,
      createdAt: isoTimeOrNull(r.created_at)!,
      businesses: Number(r.businesses),
      answered: Number(r.answered),
    })),
    total: Number(count?.n ?? 0),
  };
}

export interface QuoteRequestCounts {
  /** Requests confirmed in the last 30 days. */
  requests30Days: number;
  /** Answers (quotes and declines) in the last 30 days. */
  answers30Days: number;
  /** Requests waiting for the visitor to confirm their address. */
  unconfirmed: number;
}

export async function quoteRequestCounts(db: Queryable, now: Date): Promise<QuoteRequestCounts> {
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const [row] = await db.query<{ requests: number; answers: number; unconfirmed: number }>(
    `select (select count(*)::int from public.quote_requests where confirmed_at > $1) as requests,
            (select count(*)::int from public.quote_request_businesses where answered_at > $1) as answers,
            (select count(*)::int from public.quote_requests where status = 'unconfirmed') as unconfirmed`,
    [since],
  );
  return { requests30Days: Number(row?.requests ?? 0), answers30Days: Number(row?.answers ?? 0), unconfirmed: Number(row?.unconfirmed ?? 0) };
}

/** The ids of `ownerId`'s businesses whose category takes quote requests. */
export async function ownedQuoteBusinesses(db: Queryable, ownerId: string): Promise<number[]> {
  const rows = await db.query<{ id: number; category: string }>(
    `select b.id::int as id, b.category from public.businesses b join public.business_owners o on o.business_id = b.id where o.owner_id = $1 order by b.id`,
    [ownerId],
  );
  return rows.filter((row) => takesQuoteRequests(row.category)).map((row) => Number(row.id));
}

/** How many delivered requests each of `ownerId`'s businesses is still to answer (My listings). */
export async function waitingQuoteCounts(db: Queryable, ownerId: string): Promise<Record<number, number>> {
  const rows = await db.query<{ business_id: number; n: number }>(
    `select q.business_id::int as business_id, count(*)::int as n
       from public.quote_request_businesses q
       join public.business_owners o on o.business_id = q.business_id
       join public.quote_requests r on r.id = q.request_id
      where o.owner_id = $1 and q.delivered_at is not null and q.status = 'waiting' and r.status = 'open'
      group by q.business_id`,
    [ownerId],
  );
  return Object.fromEntries(rows.map((r) => [Number(r.business_id), Number(r.n)]));
}
