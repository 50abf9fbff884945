import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in of the parts of Stripe's HTTP API that billing uses, so tests drive the real
 * `stripe` SDK (pointed here with its host/port/protocol options) without the network. It keeps
 * customers, checkout sessions and subscriptions in memory, answers in Stripe's shapes (including
 * its error body for unknown ids), and records every request for assertions. Tests move the
 * "Stripe side" on with the control methods (completeCheckout, update, setStatus) and then post
 * webhook events built by `event()`.
 */
export type StandInRequest = { method: string; path: string; form: Record<string, string>; idempotencyKey: string | undefined };

type Sub = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  created: number;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: { id: string; object: 'price' };
      current_period_end: number;
      current_period_start: number;
      /** Seats of a firm's subscription (issue 26); 1 for a member's own. */
      quantity: number;
    }[];
  };
};

const now = () => Math.floor(Date.now() / 1000);
/** Every `<prefix>[key]` field of a form-encoded body, as Stripe reads `metadata[...]`. */
const fieldsUnder = (form: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([k]) => k.startsWith(`${prefix}[`) && k.endsWith(']'))
      .map(([k, v]) => [k.slice(prefix.length + 1, -1), v]),
  );
const YEAR = 365 * 86_400;
const MONTH = 30 * 86_400;

export class StripeStandIn {
  readonly requests: StandInRequest[] = [];
  readonly customers = new Map<string, Record<string, unknown>>();
  readonly sessions = new Map<string, Record<string, unknown>>();
  readonly subscriptions = new Map<string, Sub>();
  /** When set, every API call answers with this status (to test provider failures). */
  failWith: number | null = null;
  private seq = 0;
  private server: http.Server | null = null;
  url = '';

  constructor(private readonly annualPriceId = 'price_annual_test') {}

  private next(prefix: string) {
    this.seq += 1;
    return `${prefix}_${this.seq.toString(36).padStart(6, '0')}`;
  }

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://stand-in');
        const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
        const r: StandInRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          form,
          idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        };
        this.requests.push(r);
        const send = (status: number, json: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json', 'request-id': this.next('req') });
          res.end(JSON.stringify(json));
        };
        if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_test_')) {
          return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        }
        if (this.failWith) return send(this.failWith, { error: { type: 'api_error', message: 'Stand-in failure' } });
        try {
          const [status, json] = this.route(r);
          send(status, json);
        } catch (err) {
          send(500, { error: { type: 'api_error', message: String(err) } });
        }
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private missing(id: string): [number, unknown] {
    return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'`, param: 'id' } }];
  }

  private route(r: StandInRequest): [number, unknown] {
    const { method, path, form } = r;
    if (method === 'POST' && path === '/v1/customers') {
      const id = this.next('cus');
      const customer = { id, object: 'customer', email: form.email ?? null, metadata: { user_id: form['metadata[user_id]'] } };
      this.customers.set(id, customer);
      return [200, customer];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = this.next('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        mode: form.mode,
        customer: form.customer ?? null,
        client_reference_id: form.client_reference_id ?? null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        metadata: fieldsUnder(form, 'metadata'),
        price: form['line_items[0][price]'],
        quantity: Number(form['line_items[0][quantity]'] ?? 1),
        subscription_metadata: fieldsUnder(form, 'subscription_data[metadata]'),
        status: 'open',
        subscription: null as string | null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
      this.sessions.set(id, session);
      return [200, session];
    }
    const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (sessionMatch && method === 'GET') {
      const id = decodeURIComponent(sessionMatch[1] as string);
      const session = this.sessions.get(id);
      return session ? [200, session] : this.missing(id);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!this.customers.has(form.customer ?? '')) return this.missing(form.customer ?? '');
      const id = this.next('bps');
      return [
        200,
        {
          id,
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        },
      ];
    }
    const subMatch = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (subMatch) {
      const id = decodeURIComponent(subMatch[1] as string);
      const sub = this.subscriptions.get(id);
      if (!sub) return this.missing(id);
      if (method === 'GET') return [200, sub];
      if (method === 'DELETE') {
        sub.status = 'canceled';
        sub.canceled_at = now();
        return [200, sub];
      }
      if (method === 'POST') {
        if (form.cancel_at_period_end !== undefined) sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
        const price = form['items[0][price]'];
        if (price) {
          const item = sub.items.data[0];
          if (!item || form['items[0][id]'] !== item.id) return [400, { error: { type: 'invalid_request_error', message: 'Unknown item' } }];
          if (item.price.id !== price) {
            // A change of interval restarts the period today.
            item.price = { id: price, object: 'price' };
            item.current_period_start = now();
            item.current_period_end = now() + (price === this.annualPriceId ? YEAR : MONTH);
          }
        }
        return [200, sub];
      }
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }];
  }

  // ---- the "Stripe side" of a test -------------------------------------------------------------

  /** The customer pays: the session completes and an active subscription exists. */
  completeCheckout(sessionId: string) {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const price = session.price as string;
    const start = now();
    const sub: Sub = {
      id: this.next('sub'),
      object: 'subscription',
      customer: session.customer as string,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      created: start,
      metadata: session.subscription_metadata as Record<string, string>,
      items: {
        object: 'list',
        data: [
          {
            id: this.next('si'),
            object: 'subscription_item',
            price: { id: price, object: 'price' },
            current_period_start: start,
            current_period_end: start + (price === this.annualPriceId ? YEAR : MONTH),
            quantity: session.quantity as number,
          },
        ],
      },
    };
    this.subscriptions.set(sub.id, sub);
    session.status = 'complete';
    session.subscription = sub.id;
    return { session: { ...session, status: 'complete', subscription: sub.id }, subscription: sub };
  }

  update(id: string, patch: Partial<Pick<Sub, 'status' | 'cancel_at_period_end'>> & { periodEnd?: number; quantity?: number }) {
    const sub = this.subscriptions.get(id);
    if (!sub) throw new Error(`no subscription ${id}`);
    if (patch.status !== undefined) sub.status = patch.status;
    if (patch.cancel_at_period_end !== undefined) sub.cancel_at_period_end = patch.cancel_at_period_end;
    const item = sub.items.data[0];
    if (patch.periodEnd !== undefined && item) item.current_period_end = patch.periodEnd;
    if (patch.quantity !== undefined && item) item.quantity = patch.quantity;
    return structuredClone(sub);
  }

  /** A webhook event as Stripe sends it (a snapshot of the object at that moment). */
  event(type: string, object: unknown) {
    return {
      id: this.next('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
  }

  invoice(subscriptionId: string, customer: string, status: 'paid' | 'open') {
    return {
      id: this.next('in'),
      object: 'invoice',
      customer,
      status,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: {} } },
    };
  }
}
