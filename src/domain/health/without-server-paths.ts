/** An absolute file path in a message (POSIX or Windows), not the `//` of an address such as ws://host. */
const ABSOLUTE_PATH = /(?<=^|[\s'"(=[,])(?:\/(?!\/)|[A-Za-z]:\\)[^\s'"(),;\]]*/g;

/**
 * A part's status as the browser may read it: /api/health answers anyone, so a server file path
 * (the data directory, a pid file, a config) becomes its last name only: what failed, not where.
 */
export function withoutServerPaths(text: string): string {
  return text.replace(ABSOLUTE_PATH, (path) => {
    const name = path.split(/[\\/]/).filter(Boolean).pop();
    return name ? `…/${name}` : '…';
  });
}
