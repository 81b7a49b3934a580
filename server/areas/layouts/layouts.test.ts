import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldTypeValues } from '@/src/contract/entities/layouts';
import type { TestServer } from '@/tests/support/test-server';
import { startCrmServer, type OtherTenant } from '@/tests/support/server-fixtures';

let server: TestServer, rep: string, other: OtherTenant;
beforeAll(async () => ({ server, rep, other } = await startCrmServer()));
afterAll(() => server.close());

type Field = {
  fieldName: string;
  type: string;
  isRequired: boolean;
  isUpdatable: boolean;
  isStandard: boolean;
  picklistValues: { value: string }[];
  dependency: null | { controller: string; dependentFields: string[]; mapping: Record<string, string[]> };
};

describe('GET /layouts (tenant layout with metadata)', () => {
  it('has a layout per entity; the contact layout uses every field type of the spec', async () => {
    const res = await server.request('GET', '/layouts', { token: rep });
    expect(res.status).toBe(200);
    const { entities } = res.body.payload;
    expect(Object.keys(entities).sort()).toEqual(['account', 'contact', 'lead', 'opportunity', 'task']);
    const types = new Set((entities.contact.data as Field[]).map((f) => f.type));
    expect([...fieldTypeValues].filter((t) => !types.has(t))).toEqual([]);
    expect(entities.task.data.map((f: Field) => f.fieldName)).toContain('taskType');
  });

  it('carries a dependent picklist with its mapping, required and read-only flags', async () => {
    const contact = (await server.request('GET', '/layouts/contact', { token: rep })).body.payload.data as Field[];
    const industry = contact.find((f) => f.fieldName === 'Industry__c')!;
    const sub = contact.find((f) => f.fieldName === 'Sub_Industry__c')!;
    expect(industry.dependency).toMatchObject({ controller: 'Industry__c', dependentFields: ['Sub_Industry__c'] });
    expect(sub.dependency!.controller).toBe('Industry__c');
    expect(sub.dependency!.mapping.Technology).toEqual(['Software', 'Hardware', 'IT Services']);
    expect(contact.find((f) => f.fieldName === 'lastName')).toMatchObject({ isRequired: true, isStandard: true });
    expect(contact.find((f) => f.fieldName === 'Contact_Role__c')).toMatchObject({ isRequired: true, isStandard: false });
    expect(contact.find((f) => f.fieldName === 'Legacy_Id__c')!.isUpdatable).toBe(false);
  });

  it("fills the lead status picklist from the tenant's statuses", async () => {
    const lead = (await server.request('GET', '/layouts/lead', { token: rep })).body.payload.data as Field[];
    const status = lead.find((f) => f.fieldName === 'leadStatus')!;
    expect(status.picklistValues.length).toBe(5);
    expect(lead.some((f) => f.fieldName === 'account')).toBe(false);
  });

  it('gives a tenant without a stored layout the standard fields only', async () => {
    const res = await server.request('GET', '/layouts', { token: other.token });
    expect(res.body.payload.entities.contact.data.every((f: Field) => f.isStandard)).toBe(true);
    expect((await server.request('GET', '/layouts/widget', { token: rep })).status).toBe(400);
  });
});

describe('GET /integration/fields/:entity', () => {
  it('describes the fields as field definitions', async () => {
    const res = await server.request('GET', '/integration/fields/contact', { token: rep });
    const role = res.body.payload.fields.find((f: { name: string }) => f.name === 'Contact_Role__c');
    expect(role).toMatchObject({ type: 'picklist', label: 'Contact Role', custom: true, required: true, canEdit: true });
  });
});
