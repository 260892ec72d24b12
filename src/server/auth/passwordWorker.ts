/**
 * One thread of the password pool (auth/passwordPool.ts): it derives keys, one at a time, off the main
 * thread and off libuv's shared pool (where compression, file reads and DNS wait). argon2id through
 * @node-rs/argon2; scrypt for the hashes written before argon2id, until their next good login re-hashes them.
 */
import { scryptSync, timingSafeEqual } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

/** @node-rs/argon2's `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface ScryptHash {
  N: number;
  r: number;
  p: number;
  salt: string;
  key: string;
}

export type PasswordTask =
  | { op: 'hash'; password: string; params: Argon2Params }
  | { op: 'verify-argon2'; password: string; encoded: string }
  | { op: 'verify-scrypt'; password: string; hash: ScryptHash };

export type PasswordAnswer =
  { id: number; result: string | boolean } | { id: number; error: string };

function run(task: PasswordTask): string | boolean {
  const password = task.password.normalize('NFC');
  switch (task.op) {
    case 'hash':
      return hashSync(password, { algorithm: ARGON2ID, ...task.params });
    case 'verify-argon2':
      return verifySync(task.encoded, password);
    case 'verify-scrypt': {
      const { N, r, p, salt, key } = task.hash;
      const expected = Buffer.from(key, 'base64');
      const derived = scryptSync(password, Buffer.from(salt, 'base64'), expected.length, {
        N,
        r,
        p,
        maxmem: 256 * 1024 * 1024,
      });
      return timingSafeEqual(derived, expected);
    }
  }
}

if (parentPort) {
  const port = parentPort;
  port.on('message', ({ id, task }: { id: number; task: PasswordTask }) => {
    try {
      port.postMessage({ id, result: run(task) } satisfies PasswordAnswer);
    } catch (error) {
      port.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies PasswordAnswer);
    }
  });
}
