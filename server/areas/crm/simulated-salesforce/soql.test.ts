import { describe, expect, it } from 'vitest';
import { parseSoql, runSoql, SoqlError } from './soql';

const records = [
  { Id: '003A', LastName: 'Adams', Email: null, SystemModstamp: '2026-11-27T10:00:00.000+0000', Amount: 5 },
  { Id: '003B', LastName: 'baker', Email: 'b@x.test', SystemModstamp: '2026-11-27T11:00:00.000+0000', Amount: 7 },
  { Id: '003C', LastName: 'Clark', Email: 'c@x.test', SystemModstamp: '2026-11-27T12:00:00.000+0000', Amount: 7 },
];

describe('SOQL subset', () => {
  it('parses fields, object, conditions, order and limit', () => {
    expect(parseSoql("select Id, LastName from Contact where Id in ('003A', '003B') and SystemModstamp > 2026-11-27T10:30:00Z order by SystemModstamp desc, Id limit 10 offset 2")).toEqual({
      fields: ['Id', 'LastName'],
      object: 'Contact',
      where: [
        { field: 'Id', op: 'IN', values: ['003A', '003B'] },
        { field: 'SystemModstamp', op: '>', value: '2026-11-27T10:30:00Z' },
      ],
      orderBy: [
        { field: 'SystemModstamp', direction: 'DESC' },
        { field: 'Id', direction: 'ASC' },
      ],
      limit: 10,
      offset: 2,
    });
  });

  it('reads quoted strings with escapes, numbers, booleans and null', () => {
    const q = parseSoql("SELECT Id FROM Lead WHERE LastName = 'O\\'Brien' AND Amount >= 2.5 AND IsDeleted = false AND Email != null");
    expect(q.where.map((c) => ('value' in c ? c.value : c.values))).toEqual(["O'Brien", 2.5, false, null]);
  });

  it('selects by modstamp, case-insensitively by string, in order', () => {
    const after = runSoql(parseSoql('SELECT Id FROM Contact WHERE SystemModstamp > 2026-11-27T10:30:00Z ORDER BY SystemModstamp'), records);
    expect(after.map((r) => r.Id)).toEqual(['003B', '003C']);
    expect(runSoql(parseSoql("SELECT Id FROM Contact WHERE LastName = 'BAKER'"), records).map((r) => r.Id)).toEqual(['003B']);
    expect(runSoql(parseSoql('SELECT Id FROM Contact ORDER BY Amount DESC, LastName LIMIT 2'), records).map((r) => r.Id)).toEqual(['003B', '003C']);
    expect(runSoql(parseSoql('SELECT Id FROM Contact WHERE Email = null'), records).map((r) => r.Id)).toEqual(['003A']);
    expect(runSoql(parseSoql("SELECT Id FROM Contact WHERE Id NOT IN ('003A')"), records).map((r) => r.Id)).toEqual(['003B', '003C']);
  });

  it('refuses what is outside the subset as malformed', () => {
    for (const bad of [
      'SELECT FROM Contact',
      'SELECT Id Contact',
      "SELECT Id FROM Contact WHERE Name LIKE 'a%'",
      'SELECT Id FROM Contact LIMIT x',
      "SELECT Id FROM Contact WHERE Name = 'open",
      'SELECT Id FROM Contact WHERE Id IN (1,',
      'DELETE FROM Contact',
    ]) {
      expect(() => parseSoql(bad), bad).toThrow(SoqlError);
    }
  });
});
