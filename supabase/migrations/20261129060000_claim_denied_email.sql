-- A denied claim tells the claimer why (src/server/email/templates/claim-denied.ts), when the
-- claimer had confirmed the address: a new outbox kind. Rewritten from the constraint as it
-- is, like the kinds added before it.
do $$
declare
  definition text;
begin
  select pg_get_constraintdef(oid) into definition from pg_constraint
   where conrelid = 'public.email_outbox'::regclass and conname = 'email_outbox_kind_check';
  alter table public.email_outbox drop constraint email_outbox_kind_check;
  execute 'alter table public.email_outbox add constraint email_outbox_kind_check '
    || replace(definition, 'ARRAY[', 'ARRAY[''claim_denied''::text, ');
end $$;
