-- A text query's anchors carry its category and neighborhood: a new business reaches a text
-- query through its anchor only in that category and neighborhood, so the queries saved with
-- the same words in other places are not candidates of every business that has the words.
alter table public.alert_query_anchors add column category text, add column neighborhood text;

update public.alert_query_anchors x set category = q.category, neighborhood = q.neighborhood
  from public.alert_queries q where q.id = x.query_id;

-- The queries that lost a confirmed saved search (deleted, unconfirmed, pointed at another
-- query) since the last run: the run drops those of them nobody saves any more, instead of
-- checking every query against every saved search.
create table public.alert_queries_left (query_id integer primary key);
alter table public.alert_queries_left enable row level security;
revoke all on public.alert_queries_left from anon, authenticated;

create function public.alert_queries_left_by() returns trigger
language plpgsql security definer set search_path = public, pg_catalog as $$
begin
  if old.query_id is not null and old.status = 'confirmed'
     and (tg_op = 'DELETE' or new.query_id is distinct from old.query_id or new.status <> 'confirmed') then
    insert into public.alert_queries_left (query_id) values (old.query_id) on conflict do nothing;
  end if;
  return null;
end $$;
create trigger saved_searches_alert_queries_left after update of query_id, status or delete on public.saved_searches
  for each row execute function public.alert_queries_left_by();

insert into public.alert_queries_left (query_id)
  select q.id from public.alert_queries q
   where not exists (select 1 from public.saved_searches s where s.query_id = q.id and s.status = 'confirmed');

-- The run finds the queries whose category was retired or whose neighborhood was unpublished
-- through their distinct values, one probe each.
create index alert_queries_by_category_idx on public.alert_queries (category);
create index alert_queries_by_neighborhood_idx on public.alert_queries (neighborhood);

-- The run's pairs are read whole (hash joins) and deleted with the run (one run is open at a
-- time): an index on them cost about 1 µs of the 5 µs each pair took, and was never used.
drop index public.alert_run_pairs_run_idx;
