import { describe, expect, it } from 'vitest';
import { parseTaskDateInput } from './relative-date';

// Fake clock: local Wednesday 2026-03-11 14:30.
const now = new Date(2026, 2, 11, 14, 30);
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

describe('task date input', () => {
  it('today, tomorrow and yesterday are local days', () => {
    expect(parseTaskDateInput('today', now)?.getTime()).toBe(day(2026, 3, 11));
    expect(parseTaskDateInput('Tomorrow', now)?.getTime()).toBe(day(2026, 3, 12));
    expect(parseTaskDateInput('yesterday', now)?.getTime()).toBe(day(2026, 3, 10));
  });
  it("'last' and 'next' N days", () => {
    expect(parseTaskDateInput('next 3 days', now)?.getTime()).toBe(day(2026, 3, 14));
    expect(parseTaskDateInput('last 11 days', now)?.getTime()).toBe(day(2026, 2, 28));
  });
  it("'last' and 'next' N hours and 'N hours ago' move from now", () => {
    expect(parseTaskDateInput('next 2 hours', now)?.getTime()).toBe(new Date(2026, 2, 11, 16, 30).getTime());
    expect(parseTaskDateInput('3 hours ago', now)?.getTime()).toBe(new Date(2026, 2, 11, 11, 30).getTime());
    expect(parseTaskDateInput('last 1 hour', now)?.getTime()).toBe(new Date(2026, 2, 11, 13, 30).getTime());
  });
  it("'N days ago'", () => {
    expect(parseTaskDateInput('2 days ago', now)?.getTime()).toBe(day(2026, 3, 9));
  });
  it('M/d/yyyy, optionally with HH:mm', () => {
    expect(parseTaskDateInput('4/1/2026', now)?.getTime()).toBe(day(2026, 4, 1));
    expect(parseTaskDateInput('12/31/2026 18:45', now)?.getTime()).toBe(new Date(2026, 11, 31, 18, 45).getTime());
  });
  it('anything else is not a date', () => {
    for (const bad of ['', 'soon', 'next days', '13/1/2026', '2026-03-11', 'in 2 days']) expect(parseTaskDateInput(bad, now)).toBeNull();
  });
});
