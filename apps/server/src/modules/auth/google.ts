import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

export interface GoogleIdentity { sub: string; email: string; givenName?: string; familyName?: string; picture?: string }

/** Verifies a Google ID token's signature against the JWKS, its issuer and audience (GOOGLE_CLIENT_ID). */
export class GoogleVerifier {
  private jwks: JWTVerifyGetKey;
  constructor(private clientId: string, jwksUrl: string) {
    this.jwks = createRemoteJWKSet(new URL(jwksUrl));
  }

  async verify(idToken: string): Promise<GoogleIdentity | null> {
    try {
      const { payload } = await jwtVerify(idToken, this.jwks, {
        issuer: ['https://accounts.google.com', 'accounts.google.com'],
        audience: this.clientId,
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
      if (payload.email_verified !== true && payload.email_verified !== 'true') return null;
      return {
        sub: payload.sub,
        email: payload.email.toLowerCase(),
        givenName: typeof payload.given_name === 'string' ? payload.given_name : undefined,
        familyName: typeof payload.family_name === 'string' ? payload.family_name : undefined,
        picture: typeof payload.picture === 'string' ? payload.picture : undefined,
      };
    } catch {
      return null;
    }
  }
}
