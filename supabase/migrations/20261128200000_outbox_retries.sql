-- E-mail that arrives (src/server/email/delivery.ts): every outbox message is sent after the
-- commit that queued it and, when that fails or the process dies part-way, retried by a sweep
-- with exponential backoff until it is sent or given up after a bounded number of tries.
--   status 'queued'  waiting for its next try (next_attempt_at); 'sent'; 'failed' given up.
--   next_attempt_at  when the message is due. A try moves it ahead by the backoff before it
--                    sends, so a send the process never finished is due again then.
--   idempotency_key  given on the first try and kept: the same key (and the same messages,
--                    for a batch) on every retry, so the provider never sends one twice.
--   headers          the extra headers the message went out with (List-Unsubscribe...).
alter table public.email_outbox drop constraint if exists email_outbox_status_check;
alter table public.email_outbox add constraint email_outbox_status_check check (status in ('queued', 'sent', 'failed'));
alter table public.email_outbox add column next_attempt_at timestamptz;
update public.email_outbox set next_attempt_at = created_at;
alter table public.email_outbox alter column next_attempt_at set not null;
alter table public.email_outbox alter column next_attempt_at set default now();
alter table public.email_outbox add column idempotency_key text check (length(idempotency_key) between 1 and 256);
alter table public.email_outbox add column headers jsonb check (headers is null or jsonb_typeof(headers) = 'object');

drop index if exists public.email_outbox_queued_idx;
create index email_outbox_due_idx on public.email_outbox (next_attempt_at, id) where status = 'queued';
create index email_outbox_idempotency_idx on public.email_outbox (idempotency_key) where idempotency_key is not null;
