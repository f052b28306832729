-- The neighborhood profiles' own texts in Spanish, beside the English columns. Null means "no
-- Spanish text": the profile has no /es/ page. Edited in the same /admin form as the English
-- (the versions' JSON carries them as `es`); the limits are the editor's, as for the English.
alter table public.neighborhoods
  add column title_es text check (length(title_es) between 1 and 200),
  add column meta_description_es text check (length(meta_description_es) <= 300),
  add column overview_es text check (length(overview_es) <= 4000),
  add column history_es text check (length(history_es) <= 4000),
  add column housing_options_es text check (length(housing_options_es) <= 4000),
  add column lifestyle_es text check (length(lifestyle_es) <= 4000),
  add column demographics_es text check (length(demographics_es) <= 4000),
  add column local_amenities_es text check (length(local_amenities_es) <= 4000),
  add column schools_childcare_es text check (length(schools_childcare_es) <= 4000),
  add column parks_recreation_es text check (length(parks_recreation_es) <= 4000),
  add column transportation_es text check (length(transportation_es) <= 4000),
  add column key_features_es text[] check (cardinality(key_features_es) <= 12);
