-- Search that understands Spanish (the rules are in src/domain/search.ts):
--  * Accents are optional: the search vector, the name index and the vocabulary are built
--    from the text with its accents folded (unaccent: 'Guardería' -> 'guarderia'), and the
--    search folds the visitor's words the same way (searchWords), so 'guardería' and
--    'guarderia' find the same listings, and so do 'café' and 'cafe'.
--  * Spanish words reach the listings through search_synonyms (below): 'mudanza' ->
--    movers, 'guarderia' -> childcare, for every category and for the newcomer words the
--    English search already knew. Keys are written without accents, as the search folds them.
--    Typos are corrected to these keys as to English ones (search_correction_candidates
--    already proposes synonym keys): 'mudansa' -> mudanza.
-- unaccent lives in the `extensions` schema as on Supabase; PGlite loads it too
-- (src/server/db/client.ts).

create schema if not exists extensions;
create extension if not exists unaccent with schema extensions;

-- unaccent() is stable (its rules file could change); the rules are fixed here, so the
-- wrapper is immutable and may be used by a generated column and an index.
do $$
declare
  ext_schema text := (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent');
begin
  execute format(
    'create or replace function public.fold_accents(input text) returns text language sql immutable parallel safe as %L',
    format('select %I.unaccent(%L::regdictionary, $1)', ext_schema, quote_ident(ext_schema) || '.unaccent')
  );
end
$$;

-- The search vector again, its text folded (a generated column cannot change its
-- expression in PostgreSQL 15, so it is dropped and added back).
drop index if exists public.businesses_name_search_idx;
alter table public.businesses drop column search;
alter table public.businesses add column search tsvector generated always as (
  setweight(to_tsvector('english', public.fold_accents(business_name)), 'A') ||
  setweight(to_tsvector('english', public.fold_accents(public.category_label(category) || ' ' || public.text_array_to_words(service_tags))), 'B') ||
  setweight(to_tsvector('english', public.fold_accents(coalesce(short_description, '') || ' ' || replace(coalesce(neighborhood, ''), '-', ' '))), 'C') ||
  setweight(to_tsvector('english', public.fold_accents(coalesce(long_description, ''))), 'D')
) stored;
create index businesses_search_idx on public.businesses using gin (search);
create index businesses_name_search_idx on public.businesses using gin (to_tsvector('english', public.fold_accents(business_name))) with (fastupdate = off);

update public.search_documents d set document = strip(b.search) from public.businesses b where b.id = d.business_id;

-- The vocabulary's words, folded too ('Guardería' adds 'guarderia', not 'guarder').
create or replace function public.search_words(input text) returns setof text
language sql immutable parallel safe as $$
  select distinct w from regexp_split_to_table(lower(public.fold_accents(coalesce(input, ''))), '[^a-z]+') w where length(w) between 3 and 30
$$;
insert into public.search_vocabulary (word)
  select distinct w from public.businesses b,
    public.search_words(concat_ws(' ', b.business_name, public.category_label(b.category), public.text_array_to_words(b.service_tags), b.short_description, replace(coalesce(b.neighborhood, ''), '-', ' '))) w
   where b.status = 'published'
on conflict do nothing;

-- A saved search with accented words is indexed again, folded, by the next alert run.
delete from public.saved_search_keys where ts ~ '[^\x01-\x7f]';

-- Spanish words -> the words the listings use. Plurals are keys of their own (a key is
-- matched whole). Grouped by the category they lead to (src/domain/catalog.ts).
insert into public.search_synonyms (word, expansion) values
  -- Movers & Packers
  ('mudanza', 'movers'), ('mudanza', 'moving'), ('mudanzas', 'movers'), ('mudanzas', 'moving'),
  ('mudarse', 'movers'), ('mudarse', 'moving'), ('mudar', 'moving'), ('mudancero', 'movers'), ('mudanceros', 'movers'),
  ('trasteo', 'movers'), ('trasteo', 'moving'), ('flete', 'movers'), ('fletes', 'movers'), ('acarreo', 'hauling'), ('acarreo', 'movers'),
  ('embalaje', 'packing'), ('embalaje', 'packers'), ('embalar', 'packing'), ('empacar', 'packing'), ('empaque', 'packing'),
  ('empacadores', 'packers'), ('caja', 'boxes'), ('cajas', 'boxes'), ('camion', 'truck'), ('camiones', 'truck'),
  ('muebles', 'furniture'), ('reubicacion', 'relocation'), ('traslado', 'relocation'), ('traslados', 'relocation'),
  -- Utility Setup
  ('luz', 'electric'), ('electricidad', 'electric'), ('electrico', 'electric'), ('electrica', 'electric'),
  ('electricista', 'electricians'), ('electricistas', 'electricians'), ('agua', 'water'), ('energia', 'energy'),
  ('conexion', 'utility'), ('conexion', 'connect'), ('conexiones', 'utility'), ('publicos', 'utility'),
  ('instalacion', 'installation'), ('instalaciones', 'installation'), ('calefaccion', 'heat'), ('acondicionado', 'cooling'),
  ('solares', 'solar'), ('factura', 'bills'), ('facturas', 'bills'), ('cuentas', 'accounts'), ('correo', 'mail'),
  ('proveedor', 'provider'), ('proveedor', 'internet'), ('proveedores', 'providers'), ('proveedores', 'internet'),
  ('banda', 'internet'), ('ancha', 'internet'),
  -- Storage & Junk Removal
  ('almacenaje', 'storage'), ('almacenamiento', 'storage'), ('almacen', 'storage'), ('almacenes', 'storage'),
  ('bodega', 'storage'), ('bodegas', 'storage'), ('trastero', 'storage'), ('trasteros', 'storage'), ('guardamuebles', 'storage'),
  ('basura', 'junk'), ('trastos', 'junk'), ('cachivaches', 'junk'), ('tiliches', 'junk'), ('chatarra', 'junk'),
  ('desechos', 'junk'), ('escombros', 'debris'), ('escombros', 'junk'), ('retiro', 'removal'), ('recoleccion', 'removal'),
  ('vaciado', 'cleanout'), ('vaciar', 'cleanout'), ('contenedor', 'junk'), ('contenedor', 'container'), ('contenedores', 'container'),
  ('reciclaje', 'recycling'), ('reciclar', 'recycling'), ('donar', 'donate'), ('donacion', 'donation'), ('donaciones', 'donation'),
  -- Cleaning Services
  ('limpieza', 'cleaning'), ('limpiezas', 'cleaning'), ('limpiar', 'cleaning'), ('aseo', 'cleaning'),
  ('limpiador', 'cleaning'), ('limpiadores', 'cleaning'), ('limpiadora', 'cleaning'), ('limpiadoras', 'cleaning'),
  ('sirvienta', 'maid'), ('sirvienta', 'housekeeping'), ('sirvienta', 'cleaning'), ('sirvientas', 'maid'), ('sirvientas', 'cleaning'),
  ('mucama', 'maid'), ('mucama', 'housekeeping'), ('mucama', 'cleaning'), ('mucamas', 'maid'), ('mucamas', 'cleaning'), ('domestica', 'housekeeping'), ('domestica', 'cleaning'), ('domesticas', 'housekeeping'),
  ('alfombra', 'carpet'), ('alfombras', 'carpet'), ('ventana', 'window'), ('ventanas', 'window'), ('lavado', 'washing'),
  ('profunda', 'deep'),
  -- Realtors & Rentals
  ('inmobiliaria', 'realty'), ('inmobiliaria', 'real estate'), ('inmobiliaria', 'realtors'),
  ('inmobiliarias', 'realty'), ('inmobiliarias', 'real estate'), ('inmobiliarias', 'realtors'),
  ('inmobiliario', 'realty'), ('inmobiliario', 'real estate'), ('inmobiliario', 'realtors'),
  ('inmobiliarios', 'realty'), ('inmobiliarios', 'real estate'), ('inmobiliarios', 'realtors'),
  ('bienes', 'real estate'), ('bienes', 'realtors'), ('raices', 'real estate'), ('raices', 'realtors'),
  ('corredor', 'realtors'), ('corredor', 'brokerage'), ('corredora', 'realtors'), ('corredores', 'realtors'),
  ('agente', 'agents'), ('agente', 'realtors'), ('agentes', 'agents'), ('agentes', 'realtors'),
  ('alquiler', 'rental'), ('alquileres', 'rental'), ('alquilar', 'rental'), ('renta', 'rental'), ('rentas', 'rental'),
  ('rentar', 'rental'), ('arriendo', 'rental'), ('arriendo', 'lease'), ('arrendamiento', 'lease'), ('arrendamiento', 'rental'),
  ('contrato', 'lease'), ('apartamento', 'apartment'), ('apartamentos', 'apartment'), ('departamento', 'apartment'),
  ('departamentos', 'apartment'), ('depa', 'apartment'), ('casa', 'home'), ('casa', 'house'), ('casas', 'home'), ('casas', 'house'),
  ('vivienda', 'home'), ('vivienda', 'housing'), ('viviendas', 'home'), ('viviendas', 'housing'),
  ('arrendador', 'property management'), ('arrendadora', 'property management'), ('casero', 'property management'),
  ('casera', 'property management'), ('propietario', 'property management'), ('propietarios', 'owners'),
  ('inquilino', 'renters'), ('inquilinos', 'renters'),
  -- Schools & Childcare
  ('guarderia', 'childcare'), ('guarderia', 'daycare'), ('guarderia', 'preschool'),
  ('guarderias', 'childcare'), ('guarderias', 'daycare'), ('guarderias', 'preschool'),
  ('ninera', 'childcare'), ('nineras', 'childcare'), ('cuidado', 'care'), ('cuidado', 'childcare'),
  ('infantil', 'childcare'), ('infantil', 'children'), ('infantiles', 'childcare'), ('infantiles', 'children'),
  ('nino', 'children'), ('nino', 'kids'), ('ninos', 'children'), ('ninos', 'kids'), ('nina', 'children'), ('ninas', 'children'),
  ('hijos', 'children'), ('hijos', 'kids'), ('bebe', 'infant'), ('bebes', 'infant'),
  ('escuela', 'school'), ('escuelas', 'school'), ('colegio', 'school'), ('colegios', 'school'),
  ('preescolar', 'preschool'), ('kinder', 'preschool'), ('kinder', 'kindergarten'),
  ('primaria', 'elementary'), ('secundaria', 'middle'), ('secundaria', 'high school'), ('preparatoria', 'high school'),
  ('tutoria', 'tutoring'), ('tutorias', 'tutoring'), ('tutores', 'tutors'), ('clases', 'classes'), ('clases', 'lessons'),
  ('maestro', 'teachers'), ('maestra', 'teachers'), ('maestros', 'teachers'), ('profesor', 'teachers'), ('profesora', 'teachers'),
  ('academia', 'academy'), ('bilingue', 'bilingual'), ('educacion', 'education'), ('campamento', 'camp'), ('campamentos', 'camp'),
  -- Healthcare & Doctors
  ('medico', 'doctor'), ('medico', 'medical'), ('medico', 'medicine'), ('medicos', 'doctor'), ('medicos', 'medical'),
  ('medica', 'doctor'), ('medica', 'medical'), ('doctora', 'doctor'), ('doctores', 'doctor'),
  ('clinica', 'clinic'), ('clinicas', 'clinic'), ('consultorio', 'clinic'), ('consultorio', 'practice'),
  ('salud', 'health'), ('salud', 'healthcare'),
  ('dentista', 'dental'), ('dentista', 'dentistry'), ('dentistas', 'dental'), ('dentistas', 'dentistry'),
  ('odontologo', 'dental'), ('odontologia', 'dentistry'), ('pediatra', 'pediatric'), ('pediatra', 'pediatrics'),
  ('pediatras', 'pediatric'), ('pediatras', 'pediatrics'), ('urgencias', 'urgent'), ('urgencia', 'urgent'),
  ('emergencia', 'emergency'), ('emergencias', 'emergency'), ('farmacia', 'prescriptions'),
  ('oculista', 'eye'), ('optometrista', 'eye'), ('oftalmologo', 'eye'), ('lentes', 'eye'), ('anteojos', 'eye'),
  ('gafas', 'eye'), ('vista', 'vision'), ('vista', 'eye'),
  ('terapeuta', 'therapy'), ('terapeuta', 'counseling'), ('terapeuta', 'therapist'), ('terapeutas', 'therapy'), ('terapeutas', 'therapist'), ('terapia', 'therapy'), ('terapias', 'therapy'),
  ('psicologo', 'counseling'), ('psicologo', 'therapy'), ('psicologa', 'counseling'), ('psicologa', 'therapy'),
  ('psicologia', 'counseling'), ('consejeria', 'counseling'),
  ('quiropractico', 'chiropractic'), ('quiropractica', 'chiropractic'), ('fisioterapia', 'physical therapy'),
  ('fisioterapeuta', 'physical therapy'), ('ginecologo', 'gynecology'), ('ginecologa', 'gynecology'), ('ginecologia', 'gynecology'),
  ('dermatologo', 'dermatology'), ('dermatologa', 'dermatology'), ('dermatologia', 'dermatology'),
  ('embarazo', 'prenatal'), ('embarazo', 'obstetrics'), ('enfermera', 'nurse'), ('enfermeras', 'nurse'),
  ('seguro', 'insurance'), ('seguros', 'insurance'), ('hospitales', 'hospitals'), ('masaje', 'massage'), ('masajes', 'massage'),
  ('nutricion', 'nutrition'), ('nutricionista', 'nutrition'), ('ortopedia', 'orthopedic'), ('ortopedico', 'orthopedic'),
  ('gimnasio', 'fitness'), ('gimnasio', 'gym'), ('gimnasio', 'crossfit'), ('gimnasios', 'fitness'), ('gimnasios', 'gym'),
  ('gimnasios', 'crossfit'),
  -- DMV & Paperwork
  ('licencia', 'licence'), ('licencia', 'license'), ('licencias', 'licence'), ('licencias', 'license'),
  ('conducir', 'licence'), ('conducir', 'driver'), ('manejar', 'licence'), ('manejar', 'driver'),
  ('placa', 'plates'), ('placa', 'registration'), ('placa', 'tag'), ('placas', 'plates'), ('placas', 'registration'), ('placas', 'tag'),
  ('matricula', 'registration'), ('matriculas', 'registration'), ('registro', 'registration'), ('registros', 'registration'),
  ('tramite', 'paperwork'), ('tramites', 'paperwork'), ('papeleo', 'paperwork'), ('documento', 'documents'), ('documentos', 'documents'),
  ('notario', 'notary'), ('notarios', 'notary'), ('notaria', 'notary'), ('notarizar', 'notary'), ('notarizar', 'notarization'), ('notarizacion', 'notary'),
  ('notarizacion', 'notarization'),
  ('impuesto', 'tax'), ('impuestos', 'tax'), ('contador', 'tax'), ('contador', 'cpa'), ('contadora', 'tax'), ('contadora', 'cpa'),
  ('contadores', 'tax'), ('contadores', 'cpa'), ('contable', 'tax'), ('contable', 'bookkeeping'),
  ('traduccion', 'translation'), ('traducciones', 'translation'), ('traductor', 'translation'), ('traductora', 'translation'),
  ('carro', 'vehicle'), ('carros', 'vehicle'), ('coche', 'vehicle'), ('coches', 'vehicle'), ('automovil', 'vehicle'),
  ('vehiculo', 'vehicle'), ('vehiculos', 'vehicle'), ('pasaporte', 'passports'), ('pasaportes', 'passports'),
  ('inmigracion', 'immigration'), ('migratorio', 'immigration'), ('titulo', 'title'), ('huellas', 'fingerprinting'),
  ('apostilla', 'apostille'), ('gobierno', 'government'), ('votar', 'voter'), ('votante', 'voter'),
  ('inspeccion', 'inspection'), ('inspecciones', 'inspection'),
  -- Pet Services
  ('mascota', 'pet'), ('mascotas', 'pet'),
  ('veterinario', 'veterinary'), ('veterinario', 'animal hospital'), ('veterinaria', 'veterinary'), ('veterinaria', 'animal hospital'),
  ('veterinarios', 'veterinary'), ('veterinarios', 'animal hospital'), ('veterinarias', 'veterinary'),
  ('perro', 'dog'), ('perros', 'dog'), ('perrito', 'dog'), ('perritos', 'dog'), ('canino', 'dog'), ('canina', 'dog'),
  ('gato', 'cat'), ('gatos', 'cat'), ('felino', 'cat'), ('peluqueria', 'grooming'), ('peluquero', 'grooming'), ('peluqueros', 'grooming'),
  ('estetica', 'grooming'), ('paseador', 'walkers'), ('paseadores', 'walkers'), ('paseos', 'walks'),
  ('adiestramiento', 'training'), ('adiestrador', 'training'), ('entrenamiento', 'training'),
  ('cachorro', 'puppy'), ('cachorros', 'puppy'), ('vacuna', 'vaccines'), ('vacunas', 'vaccines'), ('hospedaje', 'boarding'),
  ('animales', 'animals'),
  -- Neighborhood Guides
  ('vecindario', 'neighborhood'), ('vecindarios', 'neighborhood'), ('barrio', 'neighborhood'), ('barrios', 'neighborhood'),
  ('colonia', 'neighborhood'), ('colonias', 'neighborhood'), ('zona', 'neighborhood'), ('zonas', 'neighborhood'),
  ('guia', 'guide'), ('guias', 'guide'), ('recorrido', 'tours'), ('recorridos', 'tours'), ('historia', 'history'),
  ('historico', 'historic'),
  -- Social/Newcomer Groups
  ('amigos', 'newcomers'), ('amigos', 'social'), ('amigos', 'meetup'), ('amigas', 'newcomers'), ('amigas', 'social'),
  ('amigas', 'meetup'), ('amistad', 'social'), ('amistad', 'newcomers'), ('amistades', 'social'),
  ('grupo', 'group'), ('grupos', 'group'), ('comunidad', 'community'), ('comunidades', 'community'),
  -- the category's name is indexed as 'social/newcomer' (one word), which 'social' finds as a prefix
  ('recien', 'newcomer'), ('recien', 'social'), ('llegados', 'newcomer'), ('llegados', 'social'), ('llegado', 'newcomer'),
  ('llegado', 'social'), ('llegadas', 'newcomer'), ('llegadas', 'social'),
  ('nuevos', 'newcomer'), ('nuevo', 'newcomer'), ('clubes', 'clubs'), ('reunion', 'meetup'), ('reunion', 'meeting'),
  ('reuniones', 'meetup'), ('reuniones', 'meeting'), ('encuentros', 'meetup'),
  ('voluntario', 'volunteer'), ('voluntarios', 'volunteer'), ('voluntariado', 'volunteer'),
  ('evento', 'events'), ('eventos', 'events'), ('vecinos', 'neighbors'), ('sociales', 'social'),
  ('idiomas', 'language'), ('intercambio', 'exchange'), ('caminatas', 'hikes'), ('caminatas', 'walks'),
  ('mujeres', 'women'), ('padres', 'parents'), ('madres', 'parents'), ('mamas', 'parents'),
  -- Specialty Services
  ('plomero', 'handyman'), ('plomero', 'home repair'), ('plomeros', 'handyman'), ('plomeros', 'home repair'),
  ('plomeria', 'handyman'), ('plomeria', 'home repair'), ('fontanero', 'handyman'), ('fontanero', 'home repair'),
  ('fontaneros', 'handyman'), ('fontaneria', 'handyman'), ('fontaneria', 'home repair'),
  ('cerrajero', 'locksmith'), ('cerrajeros', 'locksmith'), ('cerrajeria', 'locksmith'), ('llaves', 'locksmith'),
  ('cerradura', 'locks'), ('cerraduras', 'locks'),
  ('reparacion', 'repair'), ('reparacion', 'handyman'), ('reparaciones', 'repair'), ('reparaciones', 'handyman'),
  ('reparador', 'handyman'), ('reparar', 'repair'), ('arreglo', 'repair'), ('arreglos', 'repair'), ('arreglar', 'repair'),
  ('mantenimiento', 'maintenance'), ('contratista', 'handyman'), ('contratista', 'contractor'), ('contratistas', 'handyman'),
  ('manitas', 'handyman'), ('carpintero', 'carpentry'), ('carpinteria', 'carpentry'), ('armado', 'assembly'),
  ('ensamblaje', 'assembly'), ('organizador', 'organizers'), ('organizadora', 'organizers'), ('organizacion', 'organization'),
  ('oficina', 'coworking'), ('oficina', 'offices'), ('oficinas', 'coworking'), ('oficinas', 'offices'), ('cotrabajo', 'coworking'),
  ('especializado', 'specialty'), ('especializados', 'specialty'), ('especializada', 'specialty'), ('especializadas', 'specialty'),
  ('garaje', 'garage'), ('taller', 'workshop'), ('talleres', 'workshop'),
  -- Alone, "servicios" still searches (with other words it is left out: src/domain/search.ts)
  ('servicio', 'service'), ('servicios', 'service')
on conflict do nothing;
