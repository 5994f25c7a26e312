import type { FastifyRequest } from 'fastify';
import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { StaffPasskey } from './repository.ts';

// Passkeys (WebAuthn, through SimpleWebAuthn). The relying party is the host the console is at, so each brand's
// address has its own passkeys; the browser signs the origin it saw, which must be that same address.

export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(request: FastifyRequest, name: string): RelyingParty {
  return { id: request.hostname, origin: `${request.protocol}://${request.host}`, name };
}

export function registrationOptions(rp: RelyingParty, member: { id: number; email: string; name: string }, existing: readonly StaffPasskey[]) {
  return generateRegistrationOptions({
    rpName: rp.name, rpID: rp.id, userName: member.email, userDisplayName: member.name,
    userID: new TextEncoder().encode(`staff-${member.id}`),
    attestationType: 'none',
    // ES256 and RS256, which every authenticator signs with; Chromium's own signs an Ed25519 key it made, but not for us.
    supportedAlgorithmIDs: [-7, -257],
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports as never })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

export async function verifiedRegistration(rp: RelyingParty, challenge: string, response: RegistrationResponseJSON) {
  const result = await verifyRegistrationResponse({
    response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false,
  }).catch(() => undefined);
  if (!result?.verified || !result.registrationInfo) return undefined;
  const { credential } = result.registrationInfo;
  return { credentialId: credential.id, publicKey: credential.publicKey, counter: credential.counter, transports: credential.transports ?? [] };
}

export function authenticationOptions(rp: RelyingParty, passkeys: readonly StaffPasskey[]) {
  return generateAuthenticationOptions({
    rpID: rp.id, userVerification: 'preferred',
    allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: p.transports as never })),
  });
}

/** The passkey used and its new counter when the response is right, otherwise undefined. */
export async function verifiedAuthentication(rp: RelyingParty, challenge: string, response: AuthenticationResponseJSON, passkeys: readonly StaffPasskey[]) {
  const passkey = passkeys.find((p) => p.credentialId === response.id);
  if (!passkey) return undefined;
  const result = await verifyAuthenticationResponse({
    response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false,
    credential: { id: passkey.credentialId, publicKey: passkey.publicKey as Uint8Array<ArrayBuffer>, counter: passkey.counter, transports: passkey.transports as never },
  }).catch(() => undefined);
  return result?.verified ? { passkey, counter: result.authenticationInfo.newCounter } : undefined;
}
