/**
 * Verifies Cognito JWTs locally the way the API Gateway JWT authorizer does: signature against the
 * pool's JWKS, issuer, expiry, and the app client as audience (`aud` on id tokens, `client_id` on
 * access tokens). aws-jwt-verify only fetches JWKS over https, so the JWKS of cognito-local (plain
 * http on loopback) is fetched here and handed to it.
 */
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';

export interface TokenVerifier {
  /** The verified claims, or `undefined` when the token is missing, malformed, expired or foreign. */
  verify(token: string): Promise<Record<string, unknown> | undefined>;
}

export function createTokenVerifier(options: { issuer: string; clientId: string }): TokenVerifier {
  const jwksUri = `${options.issuer}/.well-known/jwks.json`;
  const verifier = JwtRsaVerifier.create({ issuer: options.issuer, audience: null, jwksUri });
  let jwksLoaded: Promise<void> | undefined;

  const loadJwks = async (): Promise<void> => {
    const response = await fetch(jwksUri);
    if (!response.ok) throw new Error(`JWKS ${jwksUri} answered ${response.status}`);
    verifier.cacheJwks((await response.json()) as Jwks);
  };

  return {
    async verify(token) {
      try {
        jwksLoaded ??= loadJwks().catch((error: unknown) => {
          jwksLoaded = undefined;
          throw error;
        });
        await jwksLoaded;
        const claims = (await verifier.verify(token)) as Record<string, unknown>;
        const audience = claims.token_use === 'access' ? claims.client_id : claims.aud;
        return audience === options.clientId ? claims : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
