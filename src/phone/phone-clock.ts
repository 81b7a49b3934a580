/** Time as the phone engine sees it: injected so every timer rule is testable without waiting. */
export interface PhoneClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: PhoneClock = { now: () => Date.now(), setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) };

export interface PhoneLogger {
  info(message: string, data?: unknown): void;
  warn(message: string, data?: unknown): void;
}

export const consoleLogger: PhoneLogger = { info: (message, data) => console.info(`[phone] ${message}`, data ?? ''), warn: (message, data) => console.warn(`[phone] ${message}`, data ?? '') };
