-- Official neighborhood figures: the Mecklenburg County Quality of Life Explorer data
-- (data/mecklenburg-qol/, MIT licence), filled by the generated seed.
--
-- qol_areas: the county's Neighborhood Profile Areas (NPAs) with their polygon.
-- qol_metrics: one row per metric, with what it measures, its unit and its source line.
-- qol_values: numerator and denominator per area, metric and year. An empty cell in the
--   county data is a row with null numbers: "no data", never 0. The value is r/d; over
--   several areas sum(r)/sum(d) (src/domain/qol.ts).
-- neighborhood_npas: which NPAs make up each neighborhood; exactly one is its main NPA (the
--   one containing its centre). Editors may change it.

create table public.qol_areas (
  id text primary key check (id ~ '^[0-9]+$'),
  -- GeoJSON Polygon coordinates ([lon, lat] rings), WGS84
  polygon jsonb not null check (jsonb_typeof(polygon) = 'array')
);

create table public.qol_metrics (
  id text primary key check (id ~ '^m[0-9]+$'),
  title text not null,
  description text not null default '',
  unit text not null default '',
  category text not null default '',
  format text not null check (format in ('money', 'percent', 'number')),
  decimals integer not null default 0 check (decimals between 0 and 6),
  source text not null,
  -- county-wide values the county publishes itself, {"2021": 73124}
  county_values jsonb not null default '{}'::jsonb,
  sort_order integer not null default 0
);

create table public.qol_values (
  metric_id text not null references public.qol_metrics (id) on delete cascade,
  area_id text not null references public.qol_areas (id) on delete cascade,
  year integer not null check (year between 1990 and 2100),
  numerator double precision,
  denominator double precision,
  primary key (metric_id, area_id, year)
);
create index qol_values_area_idx on public.qol_values (area_id);

create table public.neighborhood_npas (
  neighborhood_id integer not null references public.neighborhoods (id) on delete cascade,
  npa_id text not null references public.qol_areas (id) on delete restrict,
  is_main boolean not null default false,
  primary key (neighborhood_id, npa_id)
);
create unique index neighborhood_npas_one_main on public.neighborhood_npas (neighborhood_id) where is_main;
create index neighborhood_npas_npa_idx on public.neighborhood_npas (npa_id);

alter table public.qol_areas enable row level security;
alter table public.qol_metrics enable row level security;
alter table public.qol_values enable row level security;
alter table public.neighborhood_npas enable row level security;

grant select, insert, update, delete on public.qol_areas, public.qol_metrics, public.qol_values, public.neighborhood_npas
  to anon, authenticated, service_role;

-- Public data: anyone may read it; only the server (owner) and service_role write it.
create policy qol_areas_public_read on public.qol_areas for select to anon, authenticated using (true);
create policy qol_metrics_public_read on public.qol_metrics for select to anon, authenticated using (true);
create policy qol_values_public_read on public.qol_values for select to anon, authenticated using (true);
create policy neighborhood_npas_public_read on public.neighborhood_npas for select to anon, authenticated using (true);
