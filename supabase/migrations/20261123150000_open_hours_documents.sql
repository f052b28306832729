-- "Open now" across the whole directory: the exact total of `open=now` with no
-- other filter has to visit every match, and a GiST index on a multirange cannot count by
-- itself, so PostgreSQL read every row of public.businesses (about 70 ms at 100,000).
-- open_hours_documents is a narrow copy of the opening hours of every PUBLISHED business
-- that lists any, kept in step by a trigger, from which that total is counted.
create table public.open_hours_documents (
  business_id integer primary key references public.businesses (id) on delete cascade,
  open_week int4multirange not null
);

create or replace function public.sync_open_hours_documents() returns trigger
language plpgsql security definer set search_path = public, pg_catalog as $$
begin
  if new.status = 'published' and new.open_week is not null then
    insert into public.open_hours_documents (business_id, open_week) values (new.id, new.open_week)
    on conflict (business_id) do update set open_week = excluded.open_week;
  elsif tg_op = 'UPDATE' then
    delete from public.open_hours_documents where business_id = new.id;
  end if;
  return null;
end;
$$;

create trigger businesses_sync_open_hours_documents
  after insert or update of status, open_week on public.businesses
  for each row execute function public.sync_open_hours_documents();

insert into public.open_hours_documents (business_id, open_week)
  select id, open_week from public.businesses where status = 'published' and open_week is not null
on conflict (business_id) do nothing;

alter table public.open_hours_documents enable row level security;
grant select, insert, update, delete on public.open_hours_documents to anon, authenticated, service_role;
create policy open_hours_documents_public_read on public.open_hours_documents for select to anon, authenticated using (true);
