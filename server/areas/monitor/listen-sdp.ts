/**
 * The relay's listen offer as a browser takes it: rtpengine 10.5 copies each party's media with its
 * own mid, so both streams can say `a=mid:0` (Chrome refuses duplicate mids). Each media section
 * gets its own mid (its index), and a BUNDLE group naming old mids is dropped.
 */
export function withUniqueMids(sdp: string): string {
  const eol = sdp.includes('\r\n') ? '\r\n' : '\n';
  const [session, ...medias] = sdp.split(/\r?\n(?=m=)/);
  const sessionLines = session!.split(/\r?\n/).filter((line) => !line.startsWith('a=group:BUNDLE'));
  const fixed = medias.map((media, index) => {
    const lines = media.split(/\r?\n/).filter((line) => !line.startsWith('a=mid:'));
    // The mid goes right after the m= and c= lines, where a browser writes it.
    const at = lines.findIndex((line, i) => i > 0 && !line.startsWith('c='));
    lines.splice(at === -1 ? lines.length : at, 0, `a=mid:${index}`);
    return lines.join(eol);
  });
  return [sessionLines.join(eol), ...fixed].join(eol);
}
