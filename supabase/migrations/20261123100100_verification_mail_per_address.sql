-- At most one claim verification e-mail per address per period: the check reads the
-- newest message to the address.
create index email_outbox_address_idx on public.email_outbox (to_address, created_at desc);
