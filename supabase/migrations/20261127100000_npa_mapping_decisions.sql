-- The NPA mapping's open questions decided (data/neighborhood-npas/mapping.json `changes`,
-- docs/safety-ratings-2026-11.md) for databases seeded before it: University City adds NPA 331
-- (University Place, IKEA and the University City Blvd station, which its profile names) and
-- Steele Creek adds NPAs 174 (Olympic High School, Steele Creek Presbyterian Church) and 289
-- (Rivergate). Each listed neighborhood that exists gets exactly these NPAs (main first); the
-- others keep theirs. src/domain/npa-mapping.test.ts checks that the correction migrations,
-- applied in order over the first review, equal the table.
create temporary table decided_npas (slug text not null, npa_id text not null, is_main boolean not null);
insert into decided_npas (slug, npa_id, is_main) values
  ('university-city', '219', true),
  ('university-city', '66', false),
  ('university-city', '331', false),
  ('steele-creek', '78', true),
  ('steele-creek', '97', false),
  ('steele-creek', '81', false),
  ('steele-creek', '45', false),
  ('steele-creek', '174', false),
  ('steele-creek', '289', false);

delete from public.neighborhood_npas m
 using public.neighborhoods n
 where m.neighborhood_id = n.id
   and n.slug in (select distinct slug from decided_npas);

insert into public.neighborhood_npas (neighborhood_id, npa_id, is_main)
select n.id, d.npa_id, d.is_main
  from decided_npas d
  join public.neighborhoods n on n.slug = d.slug
  join public.qol_areas a on a.id = d.npa_id;

-- The stored safety ratings follow the rule on the new NPAs (2020-2022 pooled against the CMPD
-- service area), where an editor has not changed them since the seed.
update public.neighborhoods set safety_rating = 3.6 where slug = 'university-city' and safety_rating = 4.2;
update public.neighborhoods set safety_rating = 7 where slug = 'steele-creek' and safety_rating = 7.1;

drop table decided_npas;
