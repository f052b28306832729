/**
 * A local HTTP server that speaks Stripe's wire format for the calls the payments module
 * makes (customers, products, prices, subscriptions, payment intents): form-encoded
 * bodies with bracketed keys, `expand[]`, Bearer secret keys, idempotency keys, JSON
 * objects shaped like the real ones and Stripe's error envelope. It records every request
 * so that tests can assert what was sent. Point the SDK at it with STRIPE_API_BASE.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export interface RecordedRequest {
  method: string;
  path: string;
  /** The body (or query string for GET) decoded into nested objects and arrays. */
  params: FormObject;
  /** The raw form-encoded body. */
  raw: string;
  idempotencyKey?: string;
  stripeVersion?: string;
  authorization?: string;
}

export interface StripeErrorBody {
  type: 'api_error' | 'card_error' | 'invalid_request_error' | 'idempotency_error' | 'rate_limit_error' | 'authentication_error';
  message: string;
  code?: string;
  param?: string;
}

interface Failure {
  status: number;
  error: StripeErrorBody;
  times: number;
}

type Obj = Record<string, unknown>;

const now = () => Math.floor(Date.now() / 1000);
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

/** Decodes `a[b][0][c]=x&expand[]=y` into `{ a: { b: [{ c: 'x' }] }, expand: ['y'] }`. */
export function decodeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const [head = '', ...rest] = rawKey.split('[');
    const keys = [head, ...rest.map((part) => part.replace(/\]$/, ''))];
    let node: FormObject | FormValue[] = root;
    keys.forEach((key, index) => {
      const last = index === keys.length - 1;
      const container = node as Record<string, FormValue> & FormValue[];
      const slot: string | number = Array.isArray(node) ? (key === '' ? node.length : Number(key)) : key;
      if (last) {
        container[slot as never] = value as never;
        return;
      }
      const nextIsIndex = /^\d*$/.test(keys[index + 1] ?? '');
      container[slot as never] ??= (nextIsIndex ? [] : {}) as never;
      node = container[slot as never] as FormObject | FormValue[];
    });
  }
  return root;
}

function expandList(params: FormObject): string[] {
  const expand = params.expand;
  if (!expand) return [];
  return (Array.isArray(expand) ? expand : Object.values(expand)).map(String);
}

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, Obj>();
  readonly products = new Map<string, Obj>();
  readonly prices = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  readonly invoices = new Map<string, Obj>();
  readonly paymentIntents = new Map<string, Obj>();
  /** The secret key callers must send. */
  readonly secretKey = 'sk_test_fake_stripe_0123456789';
  private readonly failures = new Map<string, Failure>();
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private server?: Server;
  url = '';

  /** Starts listening on a free local port. */
  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        this.send(res, 500, { error: { type: 'api_error', message: String(error) } });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.server = undefined;
  }

  /** Environment variables that point the server's Stripe SDK here. */
  env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_WEBHOOK_SECRET: 'whsec_fake_stripe_test_secret',
      PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_stripe_0123456789',
      STRIPE_API_BASE: this.url,
    };
  }

  /** Makes the next `times` requests to `method path` (e.g. 'POST /v1/subscriptions') fail with Stripe's error envelope. */
  failNext(route: string, status: number, error: StripeErrorBody, times = 1) {
    this.failures.set(route, { status, error, times });
  }

  /** The requests made to `method path`, oldest first. */
  calls(route: string): RecordedRequest[] {
    const [method, path] = route.split(' ');
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  /** Adds a PaymentIntent directly (for tests of the return page) and returns it. */
  addPaymentIntent(fields: Obj = {}): { id: string; client_secret: string } & Obj {
    const intentId = id('pi');
    const intent = {
      id: intentId,
      object: 'payment_intent',
      amount: 4999,
      currency: 'usd',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      created: now(),
      livemode: false,
      status: 'requires_payment_method',
      last_payment_error: null,
      metadata: {},
      ...fields,
    };
    this.paymentIntents.set(intentId, intent);
    return intent;
  }

  /** Changes a PaymentIntent, as the browser's confirmation or a decline would. */
  updatePaymentIntent(paymentIntentId: string, changes: Obj) {
    const intent = this.paymentIntents.get(paymentIntentId);
    if (!intent) throw new Error(`no PaymentIntent ${paymentIntentId}`);
    Object.assign(intent, changes);
  }

  private send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = req.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8');
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      params: decodeForm(raw),
      raw,
      idempotencyKey: header('idempotency-key'),
      stripeVersion: header('stripe-version'),
      authorization: header('authorization'),
    };
    this.requests.push(record);

    if (record.authorization !== `Bearer ${this.secretKey}`) {
      return this.send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' },
      });
    }
    const route = `${record.method} ${record.path}`;
    const failure = this.failures.get(route);
    if (failure) {
      failure.times -= 1;
      if (failure.times <= 0) this.failures.delete(route);
      return this.send(res, failure.status, { error: failure.error });
    }
    const replayKey = record.idempotencyKey && record.method === 'POST' ? `${route} ${record.idempotencyKey}` : undefined;
    const replay = replayKey ? this.idempotent.get(replayKey) : undefined;
    if (replay) return this.send(res, replay.status, replay.body);

    const [status, body] = this.route(record);
    if (replayKey) this.idempotent.set(replayKey, { status, body });
    return this.send(res, status, body);
  }

  private notFound(kind: string, value: string, param?: string): [number, unknown] {
    return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${value}'`, ...(param ? { param } : {}) } }];
  }

  private route(r: RecordedRequest): [number, unknown] {
    const p = r.params;
    const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : undefined);
    const metadata = (p.metadata ?? {}) as Record<string, string>;
    if (r.method === 'POST' && r.path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        created: now(),
        livemode: false,
        name: text(p.name) ?? null,
        email: text(p.email) ?? null,
        description: text(p.description) ?? null,
        metadata,
        invoice_settings: { default_payment_method: null },
      };
      this.customers.set(customer.id, customer);
      return [200, customer];
    }
    if (r.method === 'POST' && r.path === '/v1/products') {
      const product = {
        id: id('prod'),
        object: 'product',
        active: true,
        created: now(),
        livemode: false,
        name: text(p.name),
        description: text(p.description) ?? null,
        metadata,
      };
      this.products.set(product.id, product);
      return [200, product];
    }
    if (r.method === 'POST' && r.path === '/v1/prices') {
      const productId = text(p.product) ?? '';
      if (!this.products.has(productId)) return this.notFound('product', productId, 'product');
      const recurring = p.recurring as Record<string, string> | undefined;
      const price = {
        id: id('price'),
        object: 'price',
        active: true,
        created: now(),
        livemode: false,
        currency: text(p.currency),
        unit_amount: Number(text(p.unit_amount)),
        product: productId,
        type: recurring ? 'recurring' : 'one_time',
        recurring: recurring ? { interval: recurring.interval, interval_count: Number(recurring.interval_count ?? 1), usage_type: 'licensed' } : null,
        metadata,
      };
      this.prices.set(price.id, price);
      return [200, price];
    }
    if (r.method === 'POST' && r.path === '/v1/subscriptions') return this.createSubscription(r);
    if (r.method === 'POST' && r.path === '/v1/billing_portal/sessions') {
      const customerId = text(p.customer) ?? '';
      if (!this.customers.has(customerId)) return this.notFound('customer', customerId, 'customer');
      const sessionId = id('bps');
      return [
        200,
        {
          id: sessionId,
          object: 'billing_portal.session',
          configuration: id('bpc'),
          created: now(),
          customer: customerId,
          flow: null,
          livemode: false,
          locale: null,
          on_behalf_of: null,
          return_url: text(p.return_url) ?? null,
          url: `https://billing.stripe.com/p/session/test_${sessionId}`,
        },
      ];
    }
    if (r.method === 'GET' && r.path === '/v1/invoices') {
      const customerId = text(p.customer);
      const data = [...this.invoices.values()]
        .filter((invoice) => !customerId || (invoice as { customer?: string }).customer === customerId)
        .map(({ confirmation_secret: _secret, ...invoice }) => invoice)
        .sort((a, b) => Number((b as { created: number }).created) - Number((a as { created: number }).created));
      return [200, { object: 'list', data, has_more: false, url: '/v1/invoices' }];
    }
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(r.path);
    if (r.method === 'GET' && intentMatch) {
      const intent = this.paymentIntents.get(decodeURIComponent(intentMatch[1]!));
      return intent ? [200, intent] : this.notFound('payment_intent', intentMatch[1]!, 'intent');
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${r.method}: ${r.path}).` } }];
  }

  private createSubscription(r: RecordedRequest): [number, unknown] {
    const p = r.params;
    const customerId = String(p.customer ?? '');
    const customer = this.customers.get(customerId);
    if (!customer) return this.notFound('customer', customerId, 'customer');
    const items = (Array.isArray(p.items) ? p.items : []) as Array<Record<string, string>>;
    if (!items.length) return [400, { error: { type: 'invalid_request_error', message: 'Missing required param: items.', param: 'items' } }];
    const price = this.prices.get(items[0]!.price ?? '');
    if (!price) return this.notFound('price', items[0]!.price ?? '', 'items[0][price]');
    const created = now();
    const periodEnd = created + 30 * 86_400;
    const subscriptionId = id('sub');
    const invoiceId = id('in');
    const intentId = id('pi');
    const intent = {
      id: intentId,
      object: 'payment_intent',
      amount: price.unit_amount,
      currency: price.currency,
      customer: customerId,
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      created,
      livemode: false,
      status: 'requires_payment_method',
      last_payment_error: null,
      metadata: {},
      payment_method_types: ['card'],
    };
    this.paymentIntents.set(intentId, intent);
    const invoice = {
      id: invoiceId,
      object: 'invoice',
      customer: customerId,
      status: 'open',
      amount_due: price.unit_amount,
      currency: price.currency,
      created,
      billing_reason: 'subscription_create',
      confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' },
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscriptionId, metadata: p.metadata ?? {} },
      },
      lines: {
        object: 'list',
        data: [{ id: id('il'), object: 'line_item', amount: price.unit_amount, period: { start: created, end: periodEnd } }],
      },
    };
    this.invoices.set(invoiceId, invoice);
    const subscription = {
      id: subscriptionId,
      object: 'subscription',
      customer: customerId,
      status: p.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
      created,
      livemode: false,
      metadata: p.metadata ?? {},
      payment_settings: p.payment_settings ?? null,
      items: {
        object: 'list',
        data: [{ id: id('si'), object: 'subscription_item', price, quantity: 1, current_period_start: created, current_period_end: periodEnd }],
      },
      latest_invoice: invoiceId as unknown,
    };
    this.subscriptions.set(subscriptionId, subscription);
    const expand = expandList(p);
    const answer = { ...subscription };
    if (expand.some((path) => path === 'latest_invoice' || path.startsWith('latest_invoice.'))) {
      const { confirmation_secret: _includable, ...rest } = invoice;
      answer.latest_invoice = expand.includes('latest_invoice.confirmation_secret') ? invoice : rest;
    }
    return [200, answer];
  }
}

/** Starts a fake Stripe server. */
export function startFakeStripe(): Promise<FakeStripe> {
  return new FakeStripe().start();
}
