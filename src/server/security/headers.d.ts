export function securityHeaders(pathname: string): Record<string, string>;
export function netlifyHeadersFile(): string;
