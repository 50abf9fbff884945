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
  trial_start: number | null;
  trial_end: number | null;
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

/** The stand-in's clock: the real one moved on by `advanceClock` (Stripe's test clocks). */
let clockOffset = 0;
const now = () => Math.floor(Date.now() / 1000) + clockOffset;
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
        trial_period_days: form['subscription_data[trial_period_days]'] ? Number(form['subscription_data[trial_period_days]']) : null,
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
    const trialDays = session.trial_period_days as number | null;
    const trialEnd = trialDays ? start + trialDays * 86_400 : null;
    const sub: Sub = {
      id: this.next('sub'),
      object: 'subscription',
      customer: session.customer as string,
      status: trialEnd ? 'trialing' : 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      created: start,
      trial_start: trialEnd ? start : null,
      trial_end: trialEnd,
      metadata: session.subscription_metadata as Record<string, string>,
      items: {
        object: 'list',
        data: [
          {
            id: this.next('si'),
            object: 'subscription_item',
            price: { id: price, object: 'price' },
            current_period_start: start,
            // A trial is the subscription's first period; the first paid one starts at its end.
            current_period_end: trialEnd ?? start + (price === this.annualPriceId ? YEAR : MONTH),
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

  /**
   * Stripe's test clock: moves the stand-in's time on by `seconds` and does what Stripe does to
   * every trial that ended meanwhile. One whose member canceled during the trial is canceled with
   * nothing charged; one set to fail payment (`failTrialPayment`) goes past due; the others start
   * their first paid period at the trial's end and pay its invoice. Returns the events Stripe would
   * send, in its order, for the test to post.
   */
  advanceClock(seconds: number) {
    clockOffset += seconds;
    const events: ReturnType<StripeStandIn['event']>[] = [];
    for (const sub of this.subscriptions.values()) {
      if (sub.status !== 'trialing' || !sub.trial_end || sub.trial_end > now()) continue;
      const item = sub.items.data[0];
      if (sub.cancel_at_period_end) {
        sub.status = 'canceled';
        sub.canceled_at = sub.trial_end;
        events.push(this.event('customer.subscription.deleted', sub));
        continue;
      }
      if (item) {
        item.current_period_start = sub.trial_end;
        item.current_period_end = sub.trial_end + (item.price.id === this.annualPriceId ? YEAR : MONTH);
      }
      if (this.failTrialPayment.has(sub.id)) {
        sub.status = 'past_due';
        events.push(this.event('customer.subscription.updated', sub));
        events.push(this.event('invoice.payment_failed', this.invoice(sub.id, sub.customer, 'open')));
        continue;
      }
      sub.status = 'active';
      events.push(this.event('customer.subscription.updated', sub));
      events.push(this.event('invoice.paid', this.invoice(sub.id, sub.customer, 'paid')));
    }
    return events;
  }

  /** Subscriptions whose first charge after the trial is declined. */
  readonly failTrialPayment = new Set<string>();

  /** Puts the stand-in's clock back (between test files sharing the module). */
  resetClock() {
    clockOffset = 0;
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
