-- A business's response time counts only requests from others (src/domain/responsiveness.ts):
-- the hashed network address a request was sent from, and the one a business answered from,
-- let one device count once and never for the business that answers from it. Hashes only
-- (src/server/security/rate-limit.ts clientKey), never a raw address. Both tables already
-- have Row Level Security (20261125101900_quote_requests.sql).
alter table public.quote_requests add column if not exists client_key text check (length(client_key) between 1 and 64);
alter table public.quote_request_businesses add column if not exists answered_client_key text check (length(answered_client_key) between 1 and 64);
create index if not exists quote_request_businesses_answered_client_idx on public.quote_request_businesses (business_id, answered_client_key)
  where answered_client_key is not null;
