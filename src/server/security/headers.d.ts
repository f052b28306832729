export function securityHeaders(pathname: string): Record<string, string>;
export function netlifyHeadersFile(): string;
export function withAppPolicy(pagePolicy: string, pathname: string): string;
