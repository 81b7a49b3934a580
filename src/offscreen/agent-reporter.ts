import { createApiClient, type ApiClient } from '../client/api-client';
import type { AgentStateBody } from '../contract/entities/monitor';
import type { Connection } from '../contract/connection';
import { agentReportOf } from '../phone/agent-report';
import { consoleLogger } from '../phone/phone-clock';
import type { PhoneState } from '../phone/phone-state';

/**
 * Tells the server what this rep's phone is doing (the supervisor's real-time monitor, #17): on
 * every change of registration or call, and again each time the /updates socket connects (the
 * server forgets an agent whose last socket closed).
 */
export function createAgentReporter(deps: {
  phone: { state(): PhoneState; subscribe(listener: (state: PhoneState) => void): () => void };
  updates: { onStatus(listener: (connected: boolean) => void): () => void };
}) {
  let api: ApiClient | null = null;
  /** The last report the server took; null: send the next one whatever it says. */
  let sent: string | null = null;
  let sending: Promise<void> = Promise.resolve();

  function send(report: AgentStateBody, force = false) {
    const key = JSON.stringify(report);
    if (!api || (!force && key === sent)) return;
    const client = api;
    sent = key;
    // In order: a later report never overtakes an earlier one.
    sending = sending.then(() =>
      client.call('reportAgentState', { body: report }).then(
        () => undefined,
        (error: unknown) => {
          if (client === api && sent === key) sent = null;
          consoleLogger.warn('the monitor could not be told of the phone', String(error));
        },
      ),
    );
  }

  deps.phone.subscribe((state) => send(agentReportOf(state)));
  deps.updates.onStatus((connected) => connected && send(agentReportOf(deps.phone.state()), true));

  return {
    connect(connection: Connection | null) {
      api = connection ? createApiClient({ baseUrl: () => connection.instance, token: () => connection.token }) : null;
      sent = null;
    },
  };
}
