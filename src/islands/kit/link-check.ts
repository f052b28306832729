/** The check of an e-mail's one-time link (invitation, password reset) as its page opens. */
import { useEffect, useState } from 'react';
import { apiResult } from './api';

/**
 * Whether an e-mail's link can still set a password, asked as its page opens (`checkPath`
 * with `{token}`): undefined while asking, the API's message when it cannot (400 used or
 * unknown, 410 expired), null when it can or could not be asked (the form's own call says).
 */
export function useLinkProblem(checkPath: string, token: string): string | null | undefined {
  const [problem, setProblem] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void apiResult(checkPath, { json: { token } }).then((result) => {
      if (!live) return;
      const unusable = !result.ok && result.error.kind === 'http' && (result.error.status === 400 || result.error.status === 410);
      setProblem(unusable ? result.error.message : null);
    });
    return () => {
      live = false;
    };
  }, [checkPath, token]);
  return problem;
}
