import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type GoogleAccount = { email: string; givenName: string; familyName: string };
type Grant = { account: GoogleAccount; redirectUri: string; codeChallenge: string };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A local stand-in for the two Google endpoints of an OAuth 2.0 / OpenID Connect sign-in, as the
 * Stripe stand-in is for Stripe:
 * - the authorization endpoint (`https://accounts.google.com/o/oauth2/v2/auth`), which the browser
 *   visits: the journey routes that address here (`authorizationPage`). It checks the request as
 *   Google does (client id, code response, PKCE S256 challenge, state, redirect URI), shows an
 *   account chooser, and each account's link returns to the redirect URI with a one-time code and
 *   the state unchanged;
 * - the token endpoint (`POST /token`), which the server calls (e2e/google-stand-in-preload.mjs
 *   sends it here). It checks the client secret, that the code is one it issued and unused, the
 *   same redirect URI, and the PKCE verifier against the challenge, then answers with an ID token
 *   for the chosen account. Better Auth reads the ID token of this server-to-server answer without
 *   checking its signature (it came straight from the token endpoint, as OpenID Connect allows), so
 *   the token is unsigned.
 */
export class GoogleStandIn {
  readonly accounts: GoogleAccount[] = [];
  /** Every token request, with what was wrong with it (null when it was answered with tokens). */
  readonly tokenRequests: { form: URLSearchParams; refused: string | null }[] = [];
  private readonly grants = new Map<string, Grant>();
  private server: http.Server | null = null;
  url = '';

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
  ) {}

  async start() {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const answer = req.method === 'POST' && req.url === '/token' ? this.token(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) : null;
        res.writeHead(answer?.status ?? 404, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer?.body ?? { error: 'not_found' }));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close() {
    return new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Google's account chooser for an authorization request, or its error page for a malformed one. */
  authorizationPage(url: URL): { status: number; html: string } {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri') ?? '';
    const state = q.get('state') ?? '';
    const codeChallenge = q.get('code_challenge') ?? '';
    const wrong =
      url.pathname !== '/o/oauth2/v2/auth' ||
      q.get('client_id') !== this.clientId ||
      q.get('response_type') !== 'code' ||
      q.get('code_challenge_method') !== 'S256' ||
      !codeChallenge ||
      !state ||
      !/^https?:\/\//.test(redirectUri) ||
      !(q.get('scope') ?? '').split(' ').includes('openid');
    if (wrong) return { status: 400, html: '<!doctype html><html lang="en"><title>Error 400</title><h1>400. That is an error.</h1></html>' };
    const items = this.accounts.map((account) => {
      const code = crypto.randomBytes(24).toString('base64url');
      this.grants.set(code, { account, redirectUri, codeChallenge });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', state);
      const name = `${account.givenName} ${account.familyName}`;
      return `<li><a href="${escapeHtml(back.toString())}">${escapeHtml(name)} (${escapeHtml(account.email)})</a></li>`;
    });
    return {
      status: 200,
      html: `<!doctype html><html lang="en"><title>Sign in with Google</title><main><h1>Choose an account</h1><ul>${items.join('')}</ul></main></html>`,
    };
  }

  private token(form: URLSearchParams): { status: number; body: unknown } {
    const refuse = (why: string) => {
      this.tokenRequests.push({ form, refused: why });
      return { status: 400, body: { error: 'invalid_grant', error_description: why } };
    };
    if (form.get('grant_type') !== 'authorization_code') return refuse('grant_type');
    if (form.get('client_id') !== this.clientId || form.get('client_secret') !== this.clientSecret) return refuse('client');
    const code = form.get('code') ?? '';
    const grant = this.grants.get(code);
    if (!grant) return refuse('code');
    // A code is good for one exchange, whatever happens next.
    this.grants.delete(code);
    if (form.get('redirect_uri') !== grant.redirectUri) return refuse('redirect_uri');
    const verifier = form.get('code_verifier') ?? '';
    if (crypto.createHash('sha256').update(verifier).digest('base64url') !== grant.codeChallenge) return refuse('code_verifier');
    this.tokenRequests.push({ form, refused: null });
    const now = Math.floor(Date.now() / 1000);
    const { account } = grant;
    const claims = {
      iss: 'https://accounts.google.com',
      aud: this.clientId,
      sub: `google-${crypto.createHash('sha256').update(account.email).digest('hex').slice(0, 20)}`,
      email: account.email,
      email_verified: true,
      name: `${account.givenName} ${account.familyName}`,
      given_name: account.givenName,
      family_name: account.familyName,
      iat: now,
      exp: now + 3600,
    };
    return {
      status: 200,
      body: {
        access_token: crypto.randomBytes(24).toString('base64url'),
        expires_in: 3599,
        token_type: 'Bearer',
        scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
        id_token: `${b64url({ alg: 'RS256', kid: 'stand-in', typ: 'JWT' })}.${b64url(claims)}.`,
      },
    };
  }
}
