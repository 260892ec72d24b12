/**
 * Password hashing (docs/security.md#passwords): argon2id at OWASP's parameters (m = 19 MiB, t = 2, p = 1),
 * stored as a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$key`) that carries its parameters, so
 * raising them later leaves old hashes verifiable. Hashes written before argon2id (`scrypt$N$r$p$salt$key`)
 * still verify, and `needsRehash` tells the login to replace them after the next good password.
 * Every derivation runs in the password pool (passwordPool.ts), which may refuse with 503 when full.
 */
import { randomBytes } from 'node:crypto';
import { derive } from './passwordPool';
import type { Argon2Params, ScryptHash } from './passwordWorker';

const ARGON2: Argon2Params = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const ARGON2_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

/** `caller`: who asks (an IP), so one caller cannot fill the pool's queue (passwordPool.ts). */
export interface DeriveOptions {
  caller?: string;
}

export async function hashPassword(password: string, options: DeriveOptions = {}): Promise<string> {
  return String(await derive({ op: 'hash', password, params: ARGON2 }, options.caller));
}

function parseScrypt(encoded: string): ScryptHash | null {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const [salt = '', key = ''] = parts.slice(4);
  if (!N || !r || !p || salt === '' || key === '') return null;
  // Refuse parameters we never wrote, so a tampered row cannot make one login burn minutes of CPU.
  if (N > 2 ** 17 || r > 8 || p > 1) return null;
  return { N, r, p, salt, key };
}

/** An argon2id hash whose cost stays within what we write (a tampered row cannot ask for more). */
function isSafeArgon2(encoded: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(
    encoded,
  );
  if (!match) return false;
  const [m, t, p] = match.slice(1).map(Number);
  return m! <= ARGON2.memoryCost && t! <= ARGON2.timeCost && p! <= ARGON2.parallelism;
}

export async function verifyPassword(
  password: string,
  encoded: string,
  options: DeriveOptions = {},
): Promise<boolean> {
  if (isSafeArgon2(encoded))
    return (await derive({ op: 'verify-argon2', password, encoded }, options.caller)) === true;
  const scrypt = parseScrypt(encoded);
  if (!scrypt) return false;
  return (await derive({ op: 'verify-scrypt', password, hash: scrypt }, options.caller)) === true;
}

/** The hash was written with other parameters (scrypt, or older argon2id ones): replace it on a good login. */
export function needsRehash(encoded: string): boolean {
  return !encoded.startsWith(ARGON2_PREFIX);
}

/**
 * A hash in today's format with a random salt and a random key: no password derives that key, so verifying
 * against it always fails, and it costs exactly the KDF of a real verification. Checking it when an email
 * is unknown makes that answer cost the same time as a wrong password, so response timing does not reveal
 * which emails exist. Nothing is derived to make it, so start-up pays no KDF.
 */
let dummyHash: string | null = null;

function unmatchableHash(): string {
  const b64 = (bytes: number) => randomBytes(bytes).toString('base64').replace(/=+$/, '');
  dummyHash ??= `${ARGON2_PREFIX}${b64(16)}$${b64(32)}`;
  return dummyHash;
}

export async function verifyDummyPassword(
  password: string,
  options: DeriveOptions = {},
): Promise<false> {
  await verifyPassword(password, unmatchableHash(), options);
  return false;
}

/** A strong password for generated accounts: 20 characters of base64url (120 bits). */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}
