import type { Request } from 'express';
import { Issuer, generators, type BaseClient } from 'openid-client';
import type { Config } from '../../config';
import { AppError } from '../../shared/errors/app-error';
import { ACCOUNT_MESSAGES } from './accounts.errors';
import type { OidcIdentity } from './accounts.service';

export const OIDC_CALLBACK_PATH = '/api/callback';

type OidcSettings = NonNullable<Config['oidc']>;

export type OidcStart = { url: string; state: { state: string; nonce: string; codeVerifier: string } };

/** OpenID Connect sign-in (authorization code with PKCE), used when OIDC_* settings are present. */
export class OidcSignIn {
  private client: Promise<BaseClient> | null = null;

  constructor(
    private readonly settings: OidcSettings,
    private readonly config: Config,
  ) {}

  private redirectUri(req: Request): string {
    return `${this.config.publicUrl ?? `${req.protocol}://${req.get('host')}`}${OIDC_CALLBACK_PATH}`;
  }

  private getClient(): Promise<BaseClient> {
    this.client ??= Issuer.discover(this.settings.issuerUrl)
      .then(
        (issuer) =>
          new issuer.Client({
            client_id: this.settings.clientId,
            client_secret: this.settings.clientSecret,
            response_types: ['code'],
          }),
      )
      .catch((error: unknown) => {
        this.client = null; // try discovery again on the next sign-in
        throw error;
      });
    return this.client;
  }

  async start(req: Request): Promise<OidcStart> {
    const client = await this.getClient();
    const state = {
      state: generators.state(),
      nonce: generators.nonce(),
      codeVerifier: generators.codeVerifier(),
    };
    const url = client.authorizationUrl({
      scope: this.settings.scopes,
      redirect_uri: this.redirectUri(req),
      code_challenge: generators.codeChallenge(state.codeVerifier),
      code_challenge_method: 'S256',
      state: state.state,
      nonce: state.nonce,
    });
    return { url, state };
  }

  async finish(req: Request, expected: OidcStart['state']): Promise<OidcIdentity> {
    const client = await this.getClient();
    const params = client.callbackParams(req);
    const tokens = await client
      .callback(this.redirectUri(req), params, {
        state: expected.state,
        nonce: expected.nonce,
        code_verifier: expected.codeVerifier,
      })
      .catch(() => {
        throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.oidcFailed);
      });
    const claims = tokens.claims();
    // Only a verified email may sign in, since it can link to an existing account of that address.
    if (typeof claims.email !== 'string' || claims.email_verified !== true) {
      throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.oidcNoEmail);
    }
    return {
      subject: `${claims.iss}|${claims.sub}`,
      email: claims.email,
      firstName: typeof claims.given_name === 'string' ? claims.given_name : null,
      lastName: typeof claims.family_name === 'string' ? claims.family_name : null,
      picture: typeof claims.picture === 'string' ? claims.picture : null,
    };
  }
}
