/**
 * The owner dashboard (/owner): sets the password from the invitation link
 * (`#invite=TOKEN`), signs the owner in (local: e-mail and password; Supabase Auth: e-mail
 * link or password through @supabase/supabase-js, loaded only then), and shows the dashboard
 * (./Dashboard.tsx, loaded only then). The session is the island kit's (one sign-in for
 * every tab).
 *
 * Server-rendered signed out (src/pages/owner.astro passes the auth config, so the sign-in
 * form is in the page's HTML, its controls disabled until the island runs); the stored session
 * and the link in the URL fragment count only once hydrated, so the first render matches the
 * server's HTML.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { Suspense, lazy, useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { apiJson } from '../kit/api';
import { saveSession, sessionFromSupabase, supabaseClient, useSession, type Session } from '../kit/session';
import type { AuthConfig } from '../../domain/auth-config';
import { ForgotPassword, OwnerSignIn } from './OwnerSignIn';
import { OwnerWordsProvider, useOwnerText, type OwnerWords } from './words';

const Dashboard = lazy(() => import('./Dashboard'));

type PasswordForms = typeof import('./ForgotPassword');
let passwordForms: Promise<PasswordForms | null> | undefined;
/**
 * The password forms need zod: a chunk of their own, loaded only when one is shown
 * (null if it failed to load).
 */
const loadPasswordForms = () => (passwordForms ??= import('./ForgotPassword').catch(() => null));

const noSubscription = () => () => {};

/** The code in the URL fragment (`#invite=...`, `#reset=...`); none while rendering on the server. */
const fromHash = (pattern: RegExp) => (typeof location === 'undefined' ? null : (pattern.exec(location.hash)?.[1] ?? null));

/**
 * `config`: how owners sign in, from the server (the same answer as GET /api/auth/config,
 * which is asked only when it is not given); `words`: the page's language
 * (src/i18n/owner-words.ts).
 */
export default function OwnerApp({ config, words }: { config?: AuthConfig; words: OwnerWords }) {
  return (
    <OwnerWordsProvider words={words}>
      <Owner given={config} words={words} />
    </OwnerWordsProvider>
  );
}

function Owner({ given, words }: { given?: AuthConfig; words: OwnerWords }) {
  const LOADING = <p className="text-slate-700">{words.app.loading}</p>;
  const [config, setConfig] = useState<AuthConfig | null>(given ?? null);
  // False in the server's HTML and while hydrating it, true from then on.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const { session, ended } = useSession('owner');
  const [invite, setInvite] = useState<string | null>(() => fromHash(/invite=([A-Za-z0-9_-]+)/));
  const [reset, setReset] = useState<string | null>(() => fromHash(/reset=([A-Za-z0-9_-]+)/));
  const [recovery, setRecovery] = useState<SupabaseClient | null>(null);
  const [failure, setFailure] = useState('');
  const [forms, setForms] = useState<PasswordForms | null>(null);
  const { describe } = useOwnerText();
  // The page hides the server's sign-in form while a stored session or a link may replace it (src/pages/owner.astro).
  useLayoutEffect(() => {
    if (hydrated) delete document.documentElement.dataset.ownerWait;
  }, [hydrated]);
  const needForms = useCallback(() => void loadPasswordForms().then(setForms), []);
  useEffect(() => {
    // An invitation, reset or Supabase link shows a password form at once.
    if (/(invite|reset|access_token)=/.test(location.hash)) needForms();
    // Without the server's config, the sign-in shows once both its config and its forms are there.
    const loading = given
      ? Promise.resolve(given)
      : Promise.all([apiJson<AuthConfig>('/api/auth/config'), loadPasswordForms().then(setForms)]).then(([loaded]) => loaded);
    loading.then(
      async (loaded) => {
        setConfig(loaded);
        // Back from Supabase's e-mail link: the session arrives in the URL fragment.
        if (loaded.mode === 'supabase' && /access_token=/.test(location.hash)) {
          // A reset link's session is for choosing the new password first (read now: Supabase clears the fragment).
          const resetLink = /type=recovery/.test(location.hash);
          const client = await supabaseClient(loaded);
          const { data } = await client.auth.getSession();
          if (data.session && resetLink) setRecovery(client);
          else if (data.session) {
            saveSession('owner', sessionFromSupabase(data.session));
            history.replaceState(null, '', location.pathname);
          }
        }
      },
      (error: unknown) => setFailure(describe(error)),
    );
  }, [given, needForms, describe]);
  const signedIn = useCallback((next: Session) => {
    saveSession('owner', next);
    setInvite(null);
    setReset(null);
    setRecovery(null);
  }, []);
  if (hydrated) {
    if (reset && config?.mode === 'local') return forms ? <forms.ResetPassword token={reset} config={config} onSignedIn={signedIn} /> : LOADING;
    if (recovery) return forms ? <forms.RecoverPassword client={recovery} onSignedIn={signedIn} /> : LOADING;
    if (session && !invite && !reset) {
      return (
        <Suspense fallback={LOADING}>
          <Dashboard session={session} />
        </Suspense>
      );
    }
  }
  if (!config) return <p className="text-slate-700">{failure || words.app.loading}</p>;
  const inviting = hydrated ? invite : null;
  return (
    <>
      {ended && (
        <p className="mx-auto mb-4 max-w-md rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800" role="status">
          {ended === 'expired' ? words.app.expired : words.app.signedOut}
        </p>
      )}
      <OwnerSignIn config={config} invite={inviting} onSignedIn={signedIn} hydrated={hydrated} forms={forms} />
      {!inviting && (
        <div className="mx-auto max-w-md">
          <ForgotPassword config={config} forms={forms} hydrated={hydrated} onOpen={needForms} />
        </div>
      )}
    </>
  );
}
