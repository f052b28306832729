-- Premium follows one rule: a paid invoice of a live subscription. A subscription that
-- Stripe reports active or trialing without any paid invoice does not make a business
-- premium, and a canceled subscription stays canceled whatever arrives after it.
alter table public.subscriptions add column last_paid_invoice_at timestamptz;
comment on column public.subscriptions.last_paid_invoice_at is
  'creation time of the newest invoice.paid / invoice.payment_succeeded event applied; null until one is paid';
-- Subscriptions live before this rule kept their premium: their last applied event stands in
-- for the paid invoice.
update public.subscriptions set last_paid_invoice_at = last_event_at
 where status in ('active', 'trialing') and last_event_at is not null;
