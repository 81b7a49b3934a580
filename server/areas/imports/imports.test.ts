import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEmails, contactPhones, contacts, csvImports, listContacts } from '../../db/schema';
import type { TestServer } from '@/tests/support/test-server';
import { startCrmServer, type OtherTenant } from '@/tests/support/server-fixtures';
import { eventually } from '@/tests/support/eventually';

let server: TestServer, rep: string, manager: string, other: OtherTenant, tenantId: number;
const tag = Math.random().toString(36).slice(2, 8);
const HEADER = 'First Name,Last Name,Email,Phone,Role,Employees';

/** 400 records: 5 bad (2 with reasons of their own), 2 repeats of an earlier row, 1 of a contact already there. */
function bigCsv(existingEmail: string) {
  const lines = [HEADER];
  for (let i = 0; i < 400; i++) {
    let row = `Imp${i},Row${tag},imp${i}.${tag}@example.test,+1 303 555 ${String(1000 + i)},Champion,${i}`;
    if (i === 10) row = `,,noname.${tag}@example.test,,Champion,1`;
    if (i === 20) row = `Bad,Mail${tag},not-an-email,,Champion,1`;
    if (i === 30) row = `Bad,Phone${tag},badphone.${tag}@example.test,555-CALL-NOW,Champion,1`;
    if (i === 40) row = `Bad,Role${tag},badrole.${tag}@example.test,,Nope,1`;
    if (i === 50) row = `Bad,Count${tag},badcount.${tag}@example.test,,Champion,many`;
    if (i === 60 || i === 260) row = `Twice,Row${tag},imp5.${tag}@example.test,,Champion,1`;
    if (i === 70) row = `Already,There${tag},${existingEmail},,Champion,1`;
    lines.push(row);
  }
  return `${lines.join('\r\n')}\r\n`;
}

const upload = async (token: string, csv: string, fileName = 'people.csv') => {
  const res = await server.app.fastify.inject({
    method: 'PUT',
    url: `/api/media/imports?fileName=${fileName}&entity=contact`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    payload: csv,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
};
const mapping = { firstName: 0, lastName: 1, email: 2, phone: 3, Contact_Role__c: 4, Employees__c: 5 };
const readImport = async (id: number) => (await server.request('GET', `/imports/${id}`, { token: manager })).body.payload.import;

beforeAll(async () => {
  ({ server, rep, other, tenantId } = await startCrmServer({ importBatchRows: 50 }));
  manager = await server.login('manager@demo.test');
});
afterAll(() => server.close());

describe('CSV import', () => {
  it('uploads a file, previews it, imports in batches that survive a stop, dedupes, rejects bad rows with reasons and adds the rest to a list', async () => {
    const [existing] = await server.db.select({ address: contactEmails.address }).from(contactEmails).where(eq(contactEmails.tenantId, tenantId)).limit(1);
    const list = await server.request('POST', '/lists', { token: manager, body: { name: `Imported ${tag}`, maxContacts: 5000 } });
    expect(list.status).toBe(200);
    const listId = list.body.payload.list.id as number;

    const uploaded = await upload(manager, bigCsv(existing!.address));
    expect(uploaded.status).toBe(200);
    const { import: created, preview, fields } = uploaded.body.payload;
    expect(created).toMatchObject({ fileName: 'people.csv', status: 'uploaded', totalRows: 400, processedRows: 0 });
    expect(preview.columns).toEqual(HEADER.split(','));
    expect(preview.rows).toHaveLength(5);
    expect(preview.rows[0]).toEqual(['Imp0', `Row${tag}`, `imp0.${tag}@example.test`, '+1 303 555 1000', 'Champion', '0']);
    expect(fields.map((f: { fieldName: string }) => f.fieldName)).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'phone', 'mobilePhone', 'Contact_Role__c']));

    const started = await server.request('POST', `/imports/${created.id}/start`, { token: manager, body: { entity: 'contact', mapping, dedupeBy: 'email', listId } });
    expect(started.status).toBe(200);
    // A stop between batches (a restart) leaves whole batches only; starting again finishes the job.
    await eventually(
      () => readImport(created.id),
      (row) => row.processedRows >= 100,
    );
    await server.app.imports.stop();
    const stopped = await readImport(created.id);
    expect(stopped.status).toBe('running');
    expect(stopped.processedRows % 50).toBe(0);
    expect(stopped.processedRows).toBeLessThan(400);
    const [{ n: written } = { n: -1 }] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contacts)
      .where(eq(contacts.importId, created.id));
    expect(written).toBe(stopped.createdCount);

    server.app.imports.start();
    const done = await eventually(
      () => readImport(created.id),
      (row) => row.status === 'done',
    );
    expect(done).toMatchObject({ processedRows: 400, createdCount: 392, duplicateCount: 3, rejectedCount: 5, listId, error: null });
    // No contact twice: one per imported email, each in the list.
    const [counts] = await server.db
      .select({ n: sql<number>`count(*)::int`, emails: sql<number>`count(distinct ${contactEmails.address})::int` })
      .from(contacts)
      .innerJoin(contactEmails, eq(contactEmails.contactId, contacts.id))
      .where(eq(contacts.importId, created.id));
    expect(counts).toEqual({ n: 392, emails: 392 });
    const [inList] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(listContacts)
      .where(eq(listContacts.listId, listId));
    expect(inList!.n).toBe(392);
    const [sample] = await server.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.importId, created.id), eq(contacts.firstName, 'Imp7')));
    expect(sample).toMatchObject({ lastName: `Row${tag}`, isLead: false, otherFields: expect.objectContaining({ Contact_Role__c: 'Champion', Employees__c: 7 }) });

    const rejects = (await server.request('GET', `/imports/${created.id}/rejects`, { token: manager })).body.payload.rejects;
    expect(rejects.map((r: { rowNumber: number; reason: string }) => [r.rowNumber, r.reason])).toEqual([
      [12, 'A first or last name is required'],
      [22, 'Not a valid email address.'],
      [32, 'Not a valid phone number.'],
      [42, expect.stringContaining("'Nope' is not one of its values")],
      [52, expect.stringContaining('must be a whole number')],
      [62, 'Duplicate: a contact with this email exists'],
      [72, 'Duplicate: a contact with this email exists'],
      [262, 'Duplicate: a contact with this email exists'],
    ]);
    expect(rejects[0].values).toEqual(['', '', `noname.${tag}@example.test`, '', 'Champion', '1']);
    expect((await server.request('GET', '/imports', { token: manager })).body.payload.imports[0]).toMatchObject({ id: created.id, status: 'done' });
  });

  it('stores a national number in E.164 by the importer’s dialing plan, and rejects a row whose number is not valid with the reason', async () => {
    const csv = `${HEADER}\r\nNat,Number${tag},,(201) 555-0123,Champion,1\r\nShort,Number${tag},,12345,Champion,1\r\nFake,Area${tag},,+1 555 010 0030,Champion,1\r\n`;
    const id = (await upload(manager, csv, 'numbers.csv')).body.payload.import.id as number;
    expect((await server.request('POST', `/imports/${id}/start`, { token: manager, body: { entity: 'contact', mapping } })).status).toBe(200);
    await eventually(
      () => readImport(id),
      (row) => row.status === 'done',
    );
    const stored = await server.db
      .select({ lastName: contacts.lastName, number: contactPhones.number })
      .from(contacts)
      .leftJoin(contactPhones, eq(contactPhones.contactId, contacts.id))
      .where(eq(contacts.importId, id));
    expect(stored).toEqual([{ lastName: `Number${tag}`, number: '+12015550123' }]);
    const rejects = (await server.request('GET', `/imports/${id}/rejects`, { token: manager })).body.payload.rejects;
    expect(rejects.map((r: { rowNumber: number; reason: string }) => [r.rowNumber, r.reason])).toEqual([
      [3, 'Not a valid phone number.'],
      [4, 'Not a valid phone number.'],
    ]);
  });

  it('refuses bad files and bad mappings with a clear message, and changes nothing', async () => {
    expect((await upload(manager, '')).status).toBe(400);
    expect((await upload(manager, `${HEADER}\r\n`)).body.message).toBe('The file has no rows to import.');
    expect((await upload(manager, 'a,b\u0000\r\n1,2')).body.message).toBe('This is not a CSV text file.');
    const { body } = await upload(manager, `${HEADER}\r\nAda,Lovelace,ada.${tag}@example.test,,Champion,1\r\n`);
    const id = body.payload.import.id as number;
    const start = (payload: unknown) => server.request('POST', `/imports/${id}/start`, { token: manager, body: payload });
    expect((await start({ entity: 'contact', mapping: { Nonsense__c: 0 } })).body.message).toBe('Unknown field Nonsense__c');
    expect((await start({ entity: 'contact', mapping: { lastName: 9 } })).body.message).toBe('The file has no column 10.');
    expect((await start({ entity: 'contact', mapping: { email: 2 } })).body.message).toBe('Map a column to the first or the last name.');
    expect((await start({ entity: 'contact', mapping: { lastName: 1 }, listId: 999999 })).status).toBe(404);
    expect((await readImport(id)).status).toBe('uploaded');
    expect((await start({ entity: 'contact', mapping: { lastName: 1, Contact_Role__c: 4 } })).status).toBe(200);
    expect((await start({ entity: 'contact', mapping: { lastName: 1 } })).status).toBe(409);
    await eventually(
      () => readImport(id),
      (row) => row.status === 'done',
    );
  });

  it('a file without a required field: every row is refused without a default, and each takes the default given at start', async () => {
    const csv = `First Name,Last Name,Email\r\nAda,Default${tag},ada.default.${tag}@example.test\r\nAlan,Default${tag},alan.default.${tag}@example.test\r\n`;
    const byName = { firstName: 0, lastName: 1, email: 2 };
    const bare = (await upload(manager, csv, 'no-role.csv')).body.payload.import.id as number;
    expect((await server.request('POST', `/imports/${bare}/start`, { token: manager, body: { entity: 'contact', mapping: byName, dedupeBy: 'none' } })).status).toBe(200);
    const refused = await eventually(
      () => readImport(bare),
      (row) => row.status === 'done',
    );
    expect(refused).toMatchObject({ createdCount: 0, rejectedCount: 2 });

    const id = (await upload(manager, csv, 'no-role.csv')).body.payload.import.id as number;
    const start = (payload: unknown) => server.request('POST', `/imports/${id}/start`, { token: manager, body: payload });
    expect((await start({ entity: 'contact', mapping: byName, defaults: { Nonsense__c: 'x' } })).body.message).toBe('Unknown field Nonsense__c');
    expect((await start({ entity: 'contact', mapping: byName, defaults: { email: 'x@y.test' } })).body.message).toBe('email is filled by a column: it takes no default.');
    expect((await start({ entity: 'contact', mapping: byName, defaults: { Contact_Role__c: '  ' } })).status).toBe(400);
    expect((await readImport(id)).status).toBe('uploaded');
    expect((await start({ entity: 'contact', mapping: byName, defaults: { Contact_Role__c: 'Champion' }, dedupeBy: 'none' })).status).toBe(200);
    expect(
      await eventually(
        () => readImport(id),
        (row) => row.status === 'done',
      ),
    ).toMatchObject({ createdCount: 2, rejectedCount: 0 });
    const made = await server.db.select().from(contacts).where(eq(contacts.importId, id));
    expect(made.map((c) => [c.firstName, c.otherFields])).toEqual(
      expect.arrayContaining([
        ['Ada', expect.objectContaining({ Contact_Role__c: 'Champion' })],
        ['Alan', expect.objectContaining({ Contact_Role__c: 'Champion' })],
      ]),
    );
  });

  it('is for users with csvImport, and each user sees only their own imports', async () => {
    expect((await upload(rep, `${HEADER}\r\nA,B,,,Champion,1\r\n`)).status).toBe(403);
    expect((await server.request('GET', '/imports', { token: rep })).status).toBe(403);
    const [mine] = await server.db.select({ id: csvImports.id }).from(csvImports).limit(1);
    expect((await server.request('GET', `/imports/${mine!.id}`, { token: other.token })).status).toBe(404);
    const admin = await server.login('admin@demo.test');
    expect((await server.request('GET', `/imports/${mine!.id}`, { token: admin })).status).toBe(404);
  });
});
