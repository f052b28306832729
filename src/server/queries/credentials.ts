/**
 * `public.business_credentials`: the credentials staff recorded (src/domain/credentials.ts),
 * owners' requests for them and the staff's decisions. Whether one shows is decided here, at
 * read time, against Charlotte's date (`today`, YYYY-MM-DD): approved and not yet past its day.
 */
import type { Page } from '../../domain/admin';
import { credentialApprovedNotice, credentialRefusedNotice, credentialWithdrawnNotice } from '../../domain/credential-text';
import type { CredentialKind, CredentialRecord, PublicCredential } from '../../domain/credentials';
import type { CredentialEvidence } from '../../domain/credential-forms';
import type { AdminIdentity } from '../identity';
import type { Executor, Queryable } from '../db/client';
import { isoTime } from '../db/columns';
import { isoDay } from '../../domain/dates';
import { writeAudit } from './audit';
import type { DecisionResult } from './claims';
import { noticeOwner } from './owner-notices';

type Transactional = { transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> };

/**
 * The SQL condition "business `alias` holds a current credential of `kind`" for a search's
 * WHERE clause; `todayParam` is the placeholder of Charlotte's date.
 */
export function currentCredentialSql(alias: string, kind: CredentialKind, todayParam: string): string {
  return `exists (select 1 from public.business_credentials cr where cr.business_id = ${alias}.id and cr.kind = '${kind}'
    and cr.status = 'approved' and cr.expires_on >= ${todayParam}::date)`;
}

interface CredentialRow {
  id: number;
  business_id: number;
  business_name: string;
  kind: CredentialKind;
  status: CredentialRecord['status'];
  source: CredentialRecord['source'];
  licence_number: string | null;
  issuing_authority: string | null;
  insurer: string | null;
  policy_number: string | null;
  expires_on: string | null;
  owner_note: string | null;
  reason: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
}

const ROW_SQL = `select c.id::int as id, c.business_id::int as business_id, b.business_name, c.kind, c.source,
    case when c.status = 'approved' and c.expires_on < $1::date then 'expired' else c.status end as status,
    c.licence_number, c.issuing_authority, c.insurer, c.policy_number, to_char(c.expires_on, 'YYYY-MM-DD') as expires_on,
    c.owner_note, c.reason, c.created_at, c.decided_at
  from public.business_credentials c join public.businesses b on b.id = c.business_id`;

function toRecord(row: CredentialRow): CredentialRecord {
  return {
    id: Number(row.id),
    businessId: Number(row.business_id),
    businessName: row.business_name,
    kind: row.kind,
    status: row.status,
    source: row.source,
    licenceNumber: row.licence_number,
    issuingAuthority: row.issuing_authority,
    insurer: row.insurer,
    policyNumber: row.policy_number,
    expiresOn: row.expires_on,
    ownerNote: row.owner_note,
    reason: row.reason,
    createdAt: isoTime(row.created_at),
    decidedAt: row.decided_at === null ? null : isoTime(row.decided_at),
  };
}

/** The current credentials of each of `businessIds` on `today`, as the public sees them (no policy numbers). */
export async function currentCredentials(db: Queryable, businessIds: readonly number[], today: string): Promise<Map<number, PublicCredential[]>> {
  const byBusiness = new Map<number, PublicCredential[]>();
  if (businessIds.length === 0) return byBusiness;
  const rows = await db.query<CredentialRow>(
    `${ROW_SQL} where c.business_id = any(string_to_array($2, ',')::int[]) and c.status = 'approved' and c.expires_on >= $1::date
      order by c.business_id, c.kind = 'insured', c.expires_on desc`,
    [today, businessIds.join(',')],
  );
  for (const row of rows) {
    const list = byBusiness.get(Number(row.business_id)) ?? [];
    // The record running longest of a kind is the one shown.
    if (list.some((c) => c.kind === row.kind)) continue;
    list.push(
      row.kind === 'licensed'
        ? { kind: 'licensed', licenceNumber: row.licence_number!, issuingAuthority: row.issuing_authority!, expiresOn: row.expires_on! }
        : { kind: 'insured', insurer: row.insurer!, expiresOn: row.expires_on! },
    );
    byBusiness.set(Number(row.business_id), list);
  }
  return byBusiness;
}

/** The staff's list: pending oldest first; decided newest first. */
export async function listCredentialQueue(
  db: Queryable,
  status: 'pending' | 'approved' | 'refused',
  page: { limit: number; offset: number },
  today: string,
): Promise<Page<CredentialRecord>> {
  const order = status === 'pending' ? 'c.created_at, c.id' : 'c.decided_at desc, c.id desc';
  const rows = await db.query<CredentialRow>(`${ROW_SQL} where c.status = $2 order by ${order} limit $3 offset $4`, [today, status, page.limit, page.offset]);
  const [count] = await db.query<{ n: number }>('select count(*)::int as n from public.business_credentials where status = $1', [status]);
  return { items: rows.map(toRecord), total: Number(count?.n ?? 0), ...page };
}

const EVIDENCE_COLUMNS = 'licence_number = $3, issuing_authority = $4, insurer = $5, policy_number = $6, expires_on = $7::date';
const evidenceValues = (e: CredentialEvidence) => [e.licenceNumber, e.issuingAuthority, e.insurer, e.policyNumber, e.expiresOn];

/**
 * An owner's request: a new pending record of that kind, or the open one updated with the new
 * evidence (one open request per business and kind). Returns the record's id.
 */
export async function requestCredential(db: Transactional, businessId: number, ownerId: string, evidence: CredentialEvidence, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('credential:' || $1::text || ':' || $2::text))`, [businessId, evidence.kind]);
    const [open] = await tx.query<{ id: number }>(
      `update public.business_credentials set ${EVIDENCE_COLUMNS}, owner_note = $8, source = 'owner', requested_by = $9, created_at = $10
        where business_id = $1 and kind = $2 and status = 'pending' returning id::int as id`,
      [businessId, evidence.kind, ...evidenceValues(evidence), evidence.note, ownerId, now.toISOString()],
    );
    if (open) return Number(open.id);
    const [created] = await tx.query<{ id: number }>(
      `insert into public.business_credentials (business_id, kind, status, source, requested_by, licence_number, issuing_authority, insurer, policy_number,
         expires_on, owner_note, created_at)
       values ($1, $2, 'pending', 'owner', $9, $3, $4, $5, $6, $7::date, $8, $10) returning id::int as id`,
      [businessId, evidence.kind, ...evidenceValues(evidence), evidence.note, ownerId, now.toISOString()],
    );
    return Number(created!.id);
  });
}

interface Decision {
  actor: AdminIdentity;
  now: Date;
}

async function decidable(tx: Queryable, id: number) {
  const [row] = await tx.query<{ business_id: number; business_name: string; kind: CredentialKind; status: string; owner_id: string | null }>(
    `select c.business_id::int as business_id, b.business_name, c.kind, c.status, o.owner_id
       from public.business_credentials c join public.businesses b on b.id = c.business_id
       left join public.business_owners o on o.business_id = c.business_id
      where c.id = $1 for update of c`,
    [id],
  );
  return row;
}

const tellOwner = (tx: Queryable, row: { owner_id: string | null; business_id: number }, notice: { subject: string; body: string }, now: Date) =>
  row.owner_id ? noticeOwner(tx, { ownerId: row.owner_id, businessId: Number(row.business_id), ...notice, now }) : Promise.resolve(null);

/**
 * Staff approve a pending request, recording the evidence they saw (which may correct the
 * owner's); the owner is told. `messageId`: the e-mail to deliver after the commit.
 */
export async function approveCredential(
  db: Transactional,
  id: number,
  evidence: CredentialEvidence,
  decision: Decision,
): Promise<DecisionResult<{ id: number; businessId: number; messageId: number | null }>> {
  return db.transaction(async (tx) => {
    const row = await decidable(tx, id);
    if (!row) return { outcome: 'not_found' };
    if (row.status !== 'pending') return { outcome: 'already_decided', status: row.status };
    if (row.kind !== evidence.kind) return { outcome: 'already_decided', status: `a request for ${row.kind === 'licensed' ? 'a licence' : 'insurance'}` };
    await tx.query(
      `update public.business_credentials set status = 'approved', ${EVIDENCE_COLUMNS}, decided_at = $8, decided_by = $9
        where id = $1 and kind = $2`,
      [id, evidence.kind, ...evidenceValues(evidence), decision.now.toISOString(), decision.actor.userId],
    );
    await writeAudit(tx, {
      actor: decision.actor,
      action: 'credential.approve',
      targetType: 'business',
      targetId: Number(row.business_id),
      targetLabel: row.business_name,
      note: evidence.note,
      details: { credentialId: id, ...evidence, note: undefined },
      now: decision.now,
    });
    const messageId = await tellOwner(tx, row, credentialApprovedNotice(row.business_name, evidence), decision.now);
    return { outcome: 'done', value: { id, businessId: Number(row.business_id), messageId } };
  });
}

type RefusedResult = DecisionResult<{ id: number; businessId: number; messageId: number | null }>;

/**
 * Marks a credential refused with the reason the owner is told, audits it and tells the owner;
 * only from the status given (`pending` for a refusal, `approved` for a withdrawal).
 */
function endCredential(
  db: Transactional,
  id: number,
  reason: string,
  decision: Decision,
  step: { from: 'pending' | 'approved'; action: string; notice: typeof credentialRefusedNotice },
): Promise<RefusedResult> {
  return db.transaction(async (tx) => {
    const row = await decidable(tx, id);
    if (!row) return { outcome: 'not_found' };
    if (row.status !== step.from) return { outcome: 'already_decided', status: row.status };
    await tx.query(`update public.business_credentials set status = 'refused', reason = $2, decided_at = $3, decided_by = $4 where id = $1`, [
      id,
      reason,
      decision.now.toISOString(),
      decision.actor.userId,
    ]);
    await writeAudit(tx, {
      actor: decision.actor,
      action: step.action,
      targetType: 'business',
      targetId: Number(row.business_id),
      targetLabel: row.business_name,
      reason,
      details: { credentialId: id, kind: row.kind },
      now: decision.now,
    });
    const messageId = await tellOwner(tx, row, step.notice(row.business_name, row.kind, reason), decision.now);
    return { outcome: 'done', value: { id, businessId: Number(row.business_id), messageId } };
  });
}

/** Staff refuse a pending request with the reason the owner is told. */
export function refuseCredential(db: Transactional, id: number, reason: string, decision: Decision): Promise<RefusedResult> {
  return endCredential(db, id, reason, decision, { from: 'pending', action: 'credential.refuse', notice: credentialRefusedNotice });
}

/**
 * Staff withdraw a recorded credential before its expiry (the licence was revoked, the
 * policy cancelled): it stops showing at once, stays on record as refused with the reason,
 * and the owner is told.
 */
export function withdrawCredential(db: Transactional, id: number, reason: string, decision: Decision): Promise<RefusedResult> {
  return endCredential(db, id, reason, decision, { from: 'approved', action: 'credential.withdraw', notice: credentialWithdrawnNotice });
}

/**
 * Staff record a credential they checked themselves (no owner request): approved at once.
 * Null when there is no such business; else the record's id and the owner's e-mail to deliver.
 */
export async function recordCredential(
  db: Transactional,
  businessId: number,
  evidence: CredentialEvidence,
  decision: Decision,
): Promise<{ id: number; messageId: number | null } | null> {
  return db.transaction(async (tx) => {
    const [business] = await tx.query<{ business_name: string; owner_id: string | null }>(
      `select b.business_name, o.owner_id from public.businesses b left join public.business_owners o on o.business_id = b.id where b.id = $1`,
      [businessId],
    );
    if (!business) return null;
    const [created] = await tx.query<{ id: number }>(
      `insert into public.business_credentials (business_id, kind, status, source, requested_by, licence_number, issuing_authority, insurer, policy_number,
         expires_on, created_at, decided_at, decided_by)
       values ($1, $2, 'approved', 'staff', $8, $3, $4, $5, $6, $7::date, $9, $9, $8) returning id::int as id`,
      [businessId, evidence.kind, ...evidenceValues(evidence), decision.actor.userId, decision.now.toISOString()],
    );
    const id = Number(created!.id);
    await writeAudit(tx, {
      actor: decision.actor,
      action: 'credential.record',
      targetType: 'business',
      targetId: businessId,
      targetLabel: business.business_name,
      note: evidence.note,
      details: { credentialId: id, ...evidence, note: undefined },
      now: decision.now,
    });
    const messageId = await tellOwner(
      tx,
      { owner_id: business.owner_id, business_id: businessId },
      credentialApprovedNotice(business.business_name, evidence),
      decision.now,
    );
    return { id, messageId };
  });
}

/** `business` with its current credentials on Charlotte's date at `now` (a single business's page or API answer). */
export async function withCurrentCredentials<T extends { id: number }>(
  db: Queryable,
  business: T,
  now: Date,
): Promise<T & { credentials: PublicCredential[] }> {
  const held = await currentCredentials(db, [business.id], isoDay(now));
  return { ...business, credentials: held.get(business.id) ?? [] };
}

/** Every record of the businesses `ownerId` owns (the dashboard's "Credentials"), newest first. */
export async function listOwnerCredentials(db: Queryable, ownerId: string, today: string): Promise<CredentialRecord[]> {
  const rows = await db.query<CredentialRow>(
    `${ROW_SQL} where c.business_id in (select o.business_id from public.business_owners o where o.owner_id = $2)
      order by c.created_at desc, c.id desc limit 100`,
    [today, ownerId],
  );
  return rows.map(toRecord);
}
