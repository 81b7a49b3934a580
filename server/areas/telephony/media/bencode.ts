/**
 * Bencode, the encoding of rtpengine's ng control protocol: integers `i42e`, byte strings `4:spam`,
 * lists `l...e` and dictionaries `d...e` (keys sorted). Strings are decoded as UTF-8.
 */
export type Bencoded = number | string | Bencoded[] | { [key: string]: Bencoded };

export function bencode(value: Bencoded | boolean | undefined | null): Buffer {
  const parts: Buffer[] = [];
  const write = (v: Bencoded | boolean | undefined | null) => {
    if (v === undefined || v === null) throw new Error('bencode: no value');
    if (typeof v === 'boolean') return write(v ? 'yes' : 'no');
    if (typeof v === 'number') {
      if (!Number.isInteger(v)) throw new Error(`bencode: ${v} is not an integer`);
      return void parts.push(Buffer.from(`i${v}e`));
    }
    if (typeof v === 'string') {
      const bytes = Buffer.from(v, 'utf8');
      return void parts.push(Buffer.from(`${bytes.length}:`), bytes);
    }
    if (Array.isArray(v)) {
      parts.push(Buffer.from('l'));
      v.forEach(write);
      return void parts.push(Buffer.from('e'));
    }
    parts.push(Buffer.from('d'));
    for (const key of Object.keys(v).sort()) {
      if (v[key] === undefined) continue;
      write(key);
      write(v[key]);
    }
    parts.push(Buffer.from('e'));
  };
  write(value);
  return Buffer.concat(parts);
}

/** Decodes one bencoded value; anything malformed or left over throws. */
export function bdecode(input: Buffer): Bencoded {
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`bencode: ${why} at byte ${at}`);
  };
  const read = (): Bencoded => {
    const c = input[at];
    if (c === undefined) return fail('unexpected end');
    if (c === 0x69 /* i */) {
      const end = input.indexOf(0x65, at);
      if (end < 0) return fail('unterminated integer');
      const text = input.toString('latin1', at + 1, end);
      if (!/^-?\d+$/.test(text)) return fail('bad integer');
      at = end + 1;
      return Number(text);
    }
    if (c === 0x6c /* l */) {
      at++;
      const list: Bencoded[] = [];
      while (input[at] !== 0x65) list.push(read());
      at++;
      return list;
    }
    if (c === 0x64 /* d */) {
      at++;
      const dict: Record<string, Bencoded> = {};
      while (input[at] !== 0x65) {
        const key = read();
        if (typeof key !== 'string') return fail('dictionary key is not a string');
        dict[key] = read();
      }
      at++;
      return dict;
    }
    if (c >= 0x30 && c <= 0x39) {
      const colon = input.indexOf(0x3a, at);
      if (colon < 0) return fail('string without length');
      const length = Number(input.toString('latin1', at, colon));
      const start = colon + 1;
      if (!Number.isSafeInteger(length) || start + length > input.length) return fail('string past the end');
      at = start + length;
      return input.toString('utf8', start, start + length);
    }
    return fail(`unexpected byte ${c}`);
  };
  const value = read();
  if (at !== input.length) fail('trailing bytes');
  return value;
}
