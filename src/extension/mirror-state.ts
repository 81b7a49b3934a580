/**
 * Mirrors, in a UI page, a state another extension context owns (the offscreen phone, the power
 * dialer, the /updates connection): live broadcasts plus one snapshot asked for at start. The
 * snapshot's reply travels apart from the broadcasts and can arrive after a newer one, so it is
 * applied only while no broadcast has arrived; broadcasts arrive in order, so the newest one wins.
 */
export function mirrorState<T>(options: {
  subscribe: (listener: (raw: unknown) => void) => () => void;
  fromBroadcast: (raw: unknown) => T | undefined;
  requestSnapshot: () => Promise<unknown>;
  fromSnapshot: (reply: unknown) => T | undefined;
  apply: (value: T) => void;
}): () => void {
  let broadcastSeen = false;
  let stopped = false;
  const unsubscribe = options.subscribe((raw) => {
    const value = options.fromBroadcast(raw);
    if (value === undefined || stopped) return;
    broadcastSeen = true;
    options.apply(value);
  });
  void options.requestSnapshot().then((reply) => {
    if (stopped || broadcastSeen) return;
    const value = options.fromSnapshot(reply);
    if (value !== undefined) options.apply(value);
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
