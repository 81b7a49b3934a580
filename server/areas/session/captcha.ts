import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Self-hosted ALTCHA proof-of-work captcha: no third-party service is called. */
export interface Captcha {
  challenge(): Promise<Challenge>;
  verify(code: string | undefined): Promise<boolean>;
}

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

export function createCaptcha(secret: string, options: { maxCounter?: number } = {}): Captcha {
  const maxCounter = options.maxCounter ?? 50_000;
  const used = new Map<string, number>();

  const forgetExpired = (now: number) => {
    for (const [signature, expiresAt] of used) if (expiresAt < now) used.delete(signature);
  };

  return {
    challenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(Math.floor(maxCounter / 5), maxCounter),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: secret,
      }),
    async verify(code) {
      if (!code) return false;
      try {
        const payload = JSON.parse(Buffer.from(code, 'base64').toString('utf8')) as { challenge: Challenge; solution: { counter: number; derivedKey: string } };
        const signature = payload.challenge.signature ?? '';
        if (!signature || used.has(signature)) return false;
        // Reserve the signature before the first await: two requests carrying the same solution
        // at the same time must not both pass the check above.
        forgetExpired(Date.now());
        used.set(signature, Date.now() + CHALLENGE_TTL_MS);
        let verified = false;
        try {
          const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: secret });
          verified = result.verified;
        } finally {
          // A wrong solution does not spend the challenge.
          if (!verified) used.delete(signature);
        }
        return verified;
      } catch {
        return false;
      }
    },
  };
}
