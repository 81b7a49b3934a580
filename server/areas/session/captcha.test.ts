import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it, vi } from 'vitest';
import { createCaptcha } from './captcha';

const SECRET = 'captcha-test-secret';

async function solved(captcha = createCaptcha(SECRET, { maxCounter: 2000 })) {
  const challenge = await captcha.challenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  return { captcha, challenge, solution, code: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
}

describe('captcha (self-hosted ALTCHA proof of work)', () => {
  it('accepts a solved challenge once', async () => {
    const { captcha, code } = await solved();
    expect(await captcha.verify(code)).toBe(true);
    expect(await captcha.verify(code)).toBe(false);
  });

  it('accepts a solved challenge only once when it is sent twice at the same time', async () => {
    const { captcha, code } = await solved();
    const results = await Promise.all([captcha.verify(code), captcha.verify(code), captcha.verify(code)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('still accepts the real solution after a wrong solution of the same challenge', async () => {
    const { captcha, challenge, solution, code } = await solved();
    const wrong = Buffer.from(JSON.stringify({ challenge, solution: { ...solution, counter: solution!.counter + 1 } })).toString('base64');
    expect(await captcha.verify(wrong)).toBe(false);
    expect(await captcha.verify(code)).toBe(true);
  });

  it('refuses a challenge signed with another secret', async () => {
    const { code } = await solved(createCaptcha('another-secret', { maxCounter: 2000 }));
    expect(await createCaptcha(SECRET).verify(code)).toBe(false);
  });

  it('refuses no code, an empty code and garbage', async () => {
    const captcha = createCaptcha(SECRET);
    expect(await captcha.verify(undefined)).toBe(false);
    expect(await captcha.verify('')).toBe(false);
    expect(await captcha.verify('%%%')).toBe(false);
    expect(await captcha.verify(Buffer.from('[]').toString('base64'))).toBe(false);
  });

  it('refuses a challenge older than its 10 minutes', async () => {
    const { captcha, code } = await solved();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 2000);
      expect(await captcha.verify(code)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    // Refusing it as expired did not spend it: still valid in time.
    expect(await captcha.verify(code)).toBe(true);
  });
});
