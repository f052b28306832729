-- The devices (hashed network addresses, never raw ones) an owner account signed in from:
-- a business's response time never counts a quote request sent from one of them
-- (src/domain/responsiveness.ts). Kept per account and device with the last sign-in.
create table public.account_clients (
  account_id text not null check (length(account_id) between 1 and 64),
  client_key text not null check (length(client_key) between 1 and 64),
  last_seen_at timestamptz not null default now(),
  primary key (account_id, client_key)
);

-- Row Level Security: the server's alone.
alter table public.account_clients enable row level security;
revoke all on public.account_clients from anon, authenticated;
