import { describe, expect, it } from 'vitest';
import { mayOpenPage } from './page-access';

describe('which pages a user may open', () => {
  it("opens a page that needs a capability only for a user who has it (a rep's New list)", () => {
    expect(mayOpenPage({ cap: 'list.create' }, ['contact.create', 'user.list'])).toBe(false);
    expect(mayOpenPage({ cap: 'list.create' }, ['list.create'])).toBe(true);
  });

  it('opens a page that needs none for everyone', () => {
    expect(mayOpenPage({}, [])).toBe(true);
  });
});
