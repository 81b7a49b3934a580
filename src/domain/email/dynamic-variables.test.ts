import { describe, expect, it } from 'vitest';
import { dayBlockHolds, renderVariables, type VariableContext } from './dynamic-variables';

// Wednesday 18 November 2026, 10:00 local time.
const wednesday = new Date(2026, 10, 18, 10, 0);
const saturday = new Date(2026, 10, 21, 10, 0);

const ctx = (patch: Partial<VariableContext> = {}): VariableContext => ({
  now: wednesday,
  user: { firstName: 'Rita', lastName: 'Rep', email: 'rep@demo.test', phone: '+1 555 0100' },
  contact: {
    firstName: 'Ann',
    lastName: 'Lee',
    accountName: 'Acme',
    primaryEmail: 'ann@acme.test',
    primaryPhone: '+1 555 0199',
    leadStatus: 'Qualified',
    ownerName: 'Rita Rep',
    fields: { Industry: 'Steel', Seats: 40 },
  },
  ...patch,
});

describe('dynamic variables (spec 1 section 9)', () => {
  it('fills user variables: first name, last name, email, phone', () => {
    expect(renderVariables('{{user.firstName}} {{user.lastName}} <{{user.email}}> {{user.phone}}', ctx())).toBe('Rita Rep <rep@demo.test> +1 555 0100');
  });

  it('fills contact or lead variables and mapped fields', () => {
    const out = renderVariables('{{contact.accountName}}|{{contact.primaryEmail}}|{{contact.primaryPhone}}|{{lead.leadStatus}}|{{contact.ownerName}}|{{contact.Industry}}|{{contact.Seats}}', ctx());
    expect(out).toBe('Acme|ann@acme.test|+1 555 0199|Qualified|Rita Rep|Steel|40');
  });

  it('inserts an empty fallback for a missing value, or the given fallback', () => {
    const noContact = ctx({ contact: null });
    expect(renderVariables('Hi {{contact.firstName}}!', noContact)).toBe('Hi !');
    expect(renderVariables('Hi {{contact.firstName | there}}!', noContact)).toBe('Hi there!');
    expect(renderVariables('[{{contact.Unknown}}][{{nothing.at.all}}]', ctx())).toBe('[][]');
  });

  it('relative days: today, tomorrow, N days and N weekdays from now', () => {
    expect(renderVariables('{{today}} / {{tomorrow}}', ctx())).toBe('Wednesday, November 18 / Thursday, November 19');
    expect(renderVariables('{{daysFromNow 4}}', ctx())).toBe('Sunday, November 22');
    // Two weekdays after Wednesday skip nothing; four weekdays cross the weekend.
    expect(renderVariables('{{weekdaysFromNow 2}} / {{weekdaysFromNow 4}}', ctx())).toBe('Friday, November 20 / Tuesday, November 24');
    expect(renderVariables('{{weekdaysFromNow 1}}', ctx({ now: saturday }))).toBe('Monday, November 23');
  });

  it('conditional day blocks for each weekday, weekday and weekend, with else', () => {
    const t = '{{#wednesday}}midweek{{else}}other day{{/wednesday}} {{#weekend}}rest{{else}}work{{/weekend}} {{#monday}}only monday{{/monday}}';
    expect(renderVariables(t, ctx())).toBe('midweek work ');
    expect(renderVariables(t, ctx({ now: saturday }))).toBe('other day rest ');
    expect(dayBlockHolds('weekday', wednesday)).toBe(true);
    expect(dayBlockHolds('saturday', saturday)).toBe(true);
    expect(dayBlockHolds('sunday', saturday)).toBe(false);
  });

  it('variables inside a day block are filled', () => {
    expect(renderVariables('{{#weekday}}Talk {{tomorrow}}, {{contact.firstName}}{{/weekday}}', ctx())).toBe('Talk Thursday, November 19, Ann');
  });

  it('escapes inserted values in an HTML body, never the template itself', () => {
    const evil = ctx({ contact: { ...ctx().contact!, firstName: '<img src=x onerror=alert(1)>' } });
    expect(renderVariables('<p>Hi {{contact.firstName}}</p>', evil, { html: true })).toBe('<p>Hi &lt;img src=x onerror=alert(1)&gt;</p>');
  });
});
