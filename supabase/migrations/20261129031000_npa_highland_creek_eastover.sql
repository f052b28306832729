-- Highland Creek and Eastover measured on the NPAs their landmarks lie in, and Mint Hill's NPA
-- holding two places its profile names (data/neighborhood-npas/mapping.json `changes` of
-- 2026-11-29, landmarks.json), for databases seeded before it: Highland Creek 195 -> 372
-- (Highland Creek Elementary and Ridge Road Middle on Highland Creek Parkway), Eastover
-- 18 + 364 -> 364 (its published point, Eastover Elementary, the Mint Museum's drive, Scotland
-- Avenue), Mint Hill adds 403 (the Festival shopping centre, Queens Grant Community School).
-- Each listed neighborhood that exists gets exactly these NPAs (main first); the others keep
-- theirs. src/domain/npa-mapping.test.ts checks that the correction migrations, applied in
-- order over the first review, equal the table.
create temporary table decided_npas (slug text not null, npa_id text not null, is_main boolean not null);
insert into decided_npas (slug, npa_id, is_main) values
  ('highland-creek', '372', true),
  ('eastover', '364', true),
  ('mint-hill', '423', true),
  ('mint-hill', '407', false),
  ('mint-hill', '403', false);

delete from public.neighborhood_npas m
 using public.neighborhoods n
 where m.neighborhood_id = n.id
   and n.slug in (select distinct slug from decided_npas);

insert into public.neighborhood_npas (neighborhood_id, npa_id, is_main)
select n.id, d.npa_id, d.is_main
  from decided_npas d
  join public.neighborhoods n on n.slug = d.slug
  join public.qol_areas a on a.id = d.npa_id;

-- The centre points move into the new main NPAs (Eastover: Wikipedia's point; Highland Creek:
-- Highland Creek Elementary), and the stored safety ratings follow the rule on the new NPAs
-- (2020-2022 pooled against the CMPD service area), where an editor has not changed them since
-- the seed.
update public.neighborhoods set latitude = 35.193, longitude = -80.8187 where slug = 'eastover' and latitude = 35.196 and longitude = -80.811;
update public.neighborhoods set latitude = 35.3783, longitude = -80.7633 where slug = 'highland-creek' and latitude = 35.372 and longitude = -80.735;
update public.neighborhoods set safety_rating = 10 where slug = 'eastover' and safety_rating = 8.8;
update public.neighborhoods set safety_rating = 10 where slug = 'highland-creek' and safety_rating = 7.3;

drop table decided_npas;
