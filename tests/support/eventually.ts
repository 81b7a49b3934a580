/**
 * Reads a value again and again until it is what the test waits for, or the time is up; returns the last value
 * read, so the test's own assertion names what was seen. Tests wait on what happens, never on a fixed sleep: under
 * load a message can take longer than the delay it was sent after.
 */
export async function eventually<T>(read: () => T | Promise<T>, done: (value: T) => boolean, { ms = 10_000, everyMs = 20 } = {}): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    value = await read();
  }
  return value;
}
