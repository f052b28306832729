-- Montford measured on the NPA its namesake street lies in (data/neighborhood-npas/mapping.json
-- `changes` of 2026-11-29, landmarks.json), for databases seeded before it: Montford 11 -> 393.
-- Both ends of Montford Drive lie in NPA 393, and published descriptions put Montford Park
-- south of Park Road Shopping Center between Park Road and Little Sugar Creek, the NPA's east
-- end; NPA 11 holds the shopping centre and the streets north of it to Freedom Park. NPA 393 is
-- also Madison Park's main NPA (the county does not split them). src/domain/npa-mapping.test.ts
-- checks that the correction migrations, applied in order over the first review, equal the table.
create temporary table decided_npas (slug text not null, npa_id text not null, is_main boolean not null);
insert into decided_npas (slug, npa_id, is_main) values
  ('montford', '393', true);

delete from public.neighborhood_npas m
 using public.neighborhoods n
 where m.neighborhood_id = n.id
   and n.slug in (select distinct slug from decided_npas);

insert into public.neighborhood_npas (neighborhood_id, npa_id, is_main)
select n.id, d.npa_id, d.is_main
  from decided_npas d
  join public.neighborhoods n on n.slug = d.slug
  join public.qol_areas a on a.id = d.npa_id;

-- The centre point moves to the middle of Montford Drive (between CATS's stops at its two ends),
-- and the stored safety rating follows the rule on the new NPA (2020-2022 pooled against the
-- CMPD service area), where an editor has not changed them since the seed.
update public.neighborhoods set latitude = 35.1713, longitude = -80.8487 where slug = 'montford' and latitude = 35.176 and longitude = -80.848;
update public.neighborhoods set safety_rating = 5.8 where slug = 'montford' and safety_rating = 8.1;

drop table decided_npas;
