-- The reviewed neighborhood -> NPA mapping (data/neighborhood-npas/mapping.json) for
-- databases seeded before it. For each listed neighborhood that exists, its NPA list is replaced
-- by the table's (main NPA first); neighborhoods not in the table keep theirs. Montford's centre
-- moves to Montford Drive, inside its main NPA 393. src/domain/npa-mapping.test.ts checks that
-- these rows equal the table (and the seed loads the same table).
create temporary table reviewed_npas (slug text not null, npa_id text not null, is_main boolean not null);
insert into reviewed_npas (slug, npa_id, is_main) values
  ('uptown', '476', true),
  ('fourth-ward', '476', true),
  ('south-end', '339', true),
  ('south-end', '338', false),
  ('dilworth', '3', true),
  ('noda', '22', true),
  ('noda', '343', false),
  ('noda', '369', false),
  ('plaza-midwood', '378', true),
  ('plaza-midwood', '315', false),
  ('myers-park', '392', true),
  ('ballantyne', '356', true),
  ('ballantyne', '189', false),
  ('ballantyne', '187', false),
  ('ballantyne', '355', false),
  ('ballantyne', '253', false),
  ('university-city', '219', true),
  ('university-city', '66', false),
  ('elizabeth', '367', true),
  ('cotswold', '320', true),
  ('cotswold', '394', false),
  ('southpark', '358', true),
  ('southpark', '7', false),
  ('southpark', '213', false),
  ('wesley-heights', '51', true),
  ('wesley-heights', '347', false),
  ('eastover', '18', true),
  ('eastover', '364', false),
  ('steele-creek', '78', true),
  ('steele-creek', '97', false),
  ('steele-creek', '81', false),
  ('highland-creek', '195', true),
  ('montford', '393', true),
  ('madison-park', '132', true),
  ('madison-park', '8', false),
  ('optimist-park', '157', true),
  ('villa-heights', '386', true),
  ('villa-heights', '9', false),
  ('belmont', '37', true),
  ('belmont', '200', false),
  ('matthews', '456', true),
  ('matthews', '460', false),
  ('matthews', '287', false),
  ('cornelius', '471', true),
  ('cornelius', '404', false),
  ('mint-hill', '423', true),
  ('mint-hill', '407', false);

delete from public.neighborhood_npas m
 using public.neighborhoods n
 where m.neighborhood_id = n.id
   and n.slug in (select distinct slug from reviewed_npas);

insert into public.neighborhood_npas (neighborhood_id, npa_id, is_main)
select n.id, r.npa_id, r.is_main
  from reviewed_npas r
  join public.neighborhoods n on n.slug = r.slug
  join public.qol_areas a on a.id = r.npa_id;

update public.neighborhoods
   set latitude = 35.1706, longitude = -80.8525
 where slug = 'montford' and latitude = 35.1726 and longitude = -80.8464;

drop table reviewed_npas;
