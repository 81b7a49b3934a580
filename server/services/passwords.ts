import { hash, verify } from '@node-rs/argon2';

// argon2id at OWASP's minimum profile (19 MiB, 2 passes): strong, and sign-in stays fast.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

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
