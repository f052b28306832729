-- The language of the page a business was claimed on ('en' or 'es', src/i18n/locale.ts's
-- Locale): the claim's verification e-mail is written in it and its link lands on the
-- confirmation page in it (/verify-email or /es/verify-email). Claims from before were all
-- made in English. Row Level Security and grants are unchanged.
alter table public.business_claims add column locale text not null default 'en' check (locale in ('en', 'es'));
