/**
 * Password hashing with scrypt, a memory-hard KDF built into Node (no native add-on to compile).
 * Parameters N = 2^17, r = 8, p = 1 (docs/security.md#passwords); they are stored in each hash, so raising
 * them later only affects new hashes while old ones still verify.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
// scrypt needs 128 * N * r bytes (128 MiB here); leave headroom so Node does not refuse the call.
const MAX_MEM = 256 * 1024 * 1024;

function derive(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      keyLength,
      { ...options, maxmem: MAX_MEM },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(encoded: string): ParsedHash | null {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (!n || !r || !p || salt.length === 0 || key.length === 0) return null;
  // Refuse parameters we would never write, so a tampered row cannot make one login burn minutes of CPU.
  if (n > 2 ** 20 || r > 16 || p > 4) return null;
  return { N: n, r, p, salt, key };
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parse(encoded);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.key.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
  });
  return timingSafeEqual(key, parsed.key);
}

/**
 * A hash in the stored format with today's parameters, a random salt and a random key: no password derives
 * that key, so verifying against it always fails, and it costs exactly the KDF of a real verification.
 * Checking it when an email is unknown makes that answer cost the same time as a wrong password, so
 * response timing does not reveal which emails exist. Nothing is derived to make it, so start-up pays no KDF.
 */
let dummyHash: string | null = null;

function unmatchableHash(): string {
  dummyHash ??= [
    'scrypt',
    N,
    R,
    P,
    randomBytes(SALT_LENGTH).toString('base64'),
    randomBytes(KEY_LENGTH).toString('base64'),
  ].join('$');
  return dummyHash;
}

export async function verifyDummyPassword(password: string): Promise<false> {
  await verifyPassword(password, unmatchableHash());
  return false;
}

/** A strong password for generated accounts: 20 characters of base64url (120 bits). */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}
