-- Distance from "my place" and the map's area. geo is the business's point in a
-- plane where one unit is one degree of latitude everywhere: (longitude x cos 35.2271 deg,
-- latitude), Charlotte's latitude (src/domain/geo.ts owns the constant; change both
-- together). Its GiST index answers "inside this box" (the bounding-box prefilter before
-- the exact great-circle distance, and the map's visible area) and "nearest first"
-- (ORDER BY geo <-> point) with plain PostgreSQL, on PostgreSQL 15 and PGlite alike.
alter table public.businesses add column if not exists geo point
  generated always as (point(longitude * 0.8168722, latitude)) stored;
create index if not exists businesses_geo_idx on public.businesses using gist (geo);

-- Whether latitude/longitude are only the neighborhood's centre (no geocoded address):
-- the business page and map say "approximate location".
alter table public.businesses add column if not exists location_approximate boolean not null default false;

grant select (geo, location_approximate) on public.businesses to anon, authenticated;
