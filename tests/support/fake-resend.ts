/**
 * A local HTTP server speaking Resend's wire format (https://resend.com/docs/api-reference):
 * `POST /emails` (one message: `{id}`), `POST /emails/batch` (at most 100: `{data: [{id}]}`),
 * errors as `{statusCode, name, message}`, and idempotency keys as Resend keeps them: a
 * repeated request with the same key and body answers the first answer without sending
 * again; the same key with another body is refused (409 `invalid_idempotent_request`).
 * Answers can be scripted to fail, before or after the messages went out (a lost answer).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ResendMessage {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface ResendRequest {
  path: string;
  authorization?: string;
  idempotencyKey?: string;
  /** The message (`/emails`) or the messages (`/emails/batch`). */
  body: ResendMessage & ResendMessage[];
}

/** A scripted failure: the status and error name to answer; `afterSending`: the messages went out, the answer is lost. */
export interface ScriptedFailure {
  status: number;
  name?: string;
  message?: string;
  afterSending?: boolean;
}

export class FakeResend {
  /** Every request received, in order. */
  readonly requests: ResendRequest[] = [];
  /** Every message that went out (once each, whatever the retries). */
  readonly sent: Array<ResendMessage & { id: string; idempotencyKey?: string }> = [];
  /** Answers every request with this error while set. */
  failWith: { status: number; message: string } | null = null;
  /** The next requests' failures, one each, before {@link failWith}. */
  readonly script: ScriptedFailure[] = [];
  private readonly keys = new Map<string, { body: string; answer: unknown }>();
  private server?: Server;
  url = '';

  async start() {
    this.server = createServer((req: IncomingMessage, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => this.answer(req, raw, (status, body) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop() {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** The messages sent to `address`. */
  sentTo(address: string) {
    return this.sent.filter((message) => message.to.includes(address));
  }

  /** The requests that carried a message to `address`. */
  requestsFor(address: string) {
    return this.requests.filter((request) => (request.path === '/emails/batch' ? request.body : [request.body]).some((m) => m.to.includes(address)));
  }

  private answer(req: IncomingMessage, raw: string, reply: (status: number, body: unknown) => void) {
    const error = (status: number, name: string, message: string) => reply(status, { statusCode: status, name, message });
    const path = req.url ?? '';
    if (req.method !== 'POST' || (path !== '/emails' && path !== '/emails/batch')) return error(404, 'not_found', 'Not found');
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    const body = JSON.parse(raw) as ResendRequest['body'];
    this.requests.push({ path, authorization: req.headers.authorization, idempotencyKey, body });
    const batch = path === '/emails/batch';
    if (batch && (!Array.isArray(body) || body.length === 0 || body.length > 100)) return error(422, 'validation_error', 'Send between 1 and 100 emails.');
    if (idempotencyKey) {
      const seen = this.keys.get(idempotencyKey);
      if (seen && seen.body !== raw) return error(409, 'invalid_idempotent_request', 'Same idempotency key used with a different request payload.');
      if (seen) return reply(200, seen.answer);
    }
    const failure = this.script.shift() ?? (this.failWith ? { ...this.failWith, name: 'application_error' } : null);
    if (failure && !failure.afterSending) return error(failure.status, failure.name ?? 'application_error', failure.message ?? 'Failure');
    const messages = batch ? body : [body];
    const ids = messages.map((message) => {
      const id = `email_${this.sent.length + 1}`;
      this.sent.push({ ...message, id, idempotencyKey });
      return id;
    });
    const answer = batch ? { data: ids.map((id) => ({ id })) } : { id: ids[0] };
    if (idempotencyKey) this.keys.set(idempotencyKey, { body: raw, answer });
    if (failure) return error(failure.status, failure.name ?? 'application_error', failure.message ?? 'Failure');
    reply(200, answer);
  }
}
