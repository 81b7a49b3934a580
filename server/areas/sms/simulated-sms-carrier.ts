import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import type { SmsProvider } from './sms-provider';

export const SIMULATED_SMS_CARRIER = 'Simulated SMS carrier';

/**
 * The Simulated SMS carrier: accepts every message and reports it delivered after a short delay,
 * except to numbers ending in 0000, which it reports FAILED ('Unreachable number'). Inbound replies
 * are delivered through the admin endpoint POST /admin/sms/simulated/inbound (scripts/sms-reply.ts).
 */
export function createSimulatedSmsCarrier(options: { deliveryDelayMs?: number; outboxFile?: string } = {}): SmsProvider {
  const listeners: Parameters<SmsProvider['onStatus']>[0][] = [];
  const timers = new Set<NodeJS.Timeout>();
  return {
    name: SIMULATED_SMS_CARRIER,
    simulated: true,
    async send(message) {
      const carrierId = `sim-${randomUUID()}`;
      // What it was given, one JSON line each (the carrier's outbox; no phone receives it).
      if (options.outboxFile) appendFileSync(options.outboxFile, `${JSON.stringify({ ...message, carrierId, at: Date.now() })}\n`);
      const failed = /0000$/.test(message.to.replace(/\D/g, ''));
      const timer = setTimeout(() => {
        timers.delete(timer);
        for (const l of listeners) l({ carrierId, status: failed ? 'FAILED' : 'DELIVERED', reason: failed ? 'Unreachable number' : null });
      }, options.deliveryDelayMs ?? 300);
      timers.add(timer);
      return { carrierId };
    },
    onStatus: (listener) => void listeners.push(listener),
    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
