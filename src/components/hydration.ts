/**
 * `client:idle`'s options for every island that hydrates once the browser is idle: at the latest
 * after `timeout` ms, so a page whose main thread never rests long enough (a slow phone, a busy
 * or background tab) still gets working controls instead of waiting for an idle moment forever.
 */
export const IDLE_HYDRATION = { timeout: 2000 } as const;
