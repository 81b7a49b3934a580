import { randomUUID } from 'node:crypto';
import { activities } from '../../server/db/schema';
import { openDatabase } from '../../server/db/database';
import { createTenant, createUser } from '../../server/seed/tenant-factory';
import { expect, signIn, test } from './support/fixtures';

/** A rep of a tenant of their own, so the figures are only the calls this test writes. */
async function repOfOwnTenant() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Mix Co ${tag}`);
    const user = await createUser(database.db, tenant.id, { email: `mix-${tag}@mix.test`, password: 'Demo@Sales1', firstName: 'Mia', lastName: 'Rep', role: 'rep' });
    return { tenantId: tenant.id, userId: user.id, email: user.email };
  } finally {
    await database.close();
  }
}

async function logCalls(tenantId: number, userId: number, calls: { direction: 'in' | 'out'; durationSeconds: number }[]) {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  try {
    await database.db.insert(activities).values(calls.map((c) => ({ tenantId, userId, kind: 'call' as const, occurredAt: new Date(), ...c })));
  } finally {
    await database.close();
  }
}

test('the dashboard pie chart shows the period’s calls by outcome in four blues, and says so when there are none', async ({ workspace }) => {
  const rep = await repOfOwnTenant();
  await signIn(workspace, rep.email);
  await workspace.getByTestId('period-selector').getByText('Day').click();
  await expect(workspace.getByTestId('call-mix-empty')).toHaveText('No calls in this period.');

  // Two connects (the default connect time is 120 s), one short call, one unanswered, two inbound.
  await logCalls(rep.tenantId, rep.userId, [
    { direction: 'out', durationSeconds: 300 },
    { direction: 'out', durationSeconds: 120 },
    { direction: 'out', durationSeconds: 45 },
    { direction: 'out', durationSeconds: 0 },
    { direction: 'in', durationSeconds: 60 },
    { direction: 'in', durationSeconds: 200 },
  ]);
  await workspace.getByTestId('period-selector').getByText('Month').click(); // not loaded yet: fresh figures
  const legend = workspace.getByTestId('call-mix-legend');
  await expect(legend.getByTestId('call-mix-connected')).toHaveText('Connects (2 min or more): 2 (33%)');
  await expect(legend.getByTestId('call-mix-short')).toHaveText('Answered, shorter than a connect: 1 (17%)');
  await expect(legend.getByTestId('call-mix-unanswered')).toHaveText('Not answered: 1 (17%)');
  await expect(legend.getByTestId('call-mix-inbound')).toHaveText('Inbound: 2 (33%)');
  await expect(legend).toContainText('6 calls');
  const colours = await legend.locator('[data-colour]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-colour')));
  expect(colours).toEqual(['blue.9', 'blue.7', 'blue.5', 'blue.3']);
  // The gauges agree: 4 calls out, 2 in.
  await expect(workspace.getByTestId('gauge-callsOut').getByTestId('gauge-value')).toHaveText('4');
  await expect(workspace.getByTestId('gauge-callsIn').getByTestId('gauge-value')).toHaveText('2');
  // Connects are outbound calls only: the 200 s inbound call is not one, so the gauge is the pie's slice.
  await expect(workspace.getByTestId('gauge-connects').getByTestId('gauge-value')).toHaveText('2');
});
