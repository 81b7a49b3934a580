import { describe, expect, it } from 'vitest';
import { dialogStackReducer, emptyDialogStack, type DialogStack, type DialogStackEvent } from './dialog-stack';

const run = (events: DialogStackEvent<null>[], from: DialogStack<null> = emptyDialogStack<null>()) => events.reduce(dialogStackReducer, from);
const open = (id: string, kind: 'email' | 'sms' = 'email'): DialogStackEvent<null> => ({ type: 'open', id, kind, props: null });

describe('dialog stack (spec 1 sections 2 and 9)', () => {
  it('makes the newest dialog active', () => {
    const s = run([open('a'), open('b', 'sms')]);
    expect(s.dialogs.map((d) => d.id)).toEqual(['a', 'b']);
    expect(s.activeId).toBe('b');
  });

  it('holds at most 5 dialogs: a sixth is refused and flagged full', () => {
    const five = run(['1', '2', '3', '4', '5'].map((id) => open(id)));
    const six = dialogStackReducer(five, open('6'));
    expect(six.dialogs).toHaveLength(5);
    expect(six.full).toBe(true);
    expect(six.activeId).toBe('5');
    expect(dialogStackReducer(six, { type: 'dismissFull' }).full).toBe(false);
    const afterClose = run([{ type: 'close', id: '2' }, open('6')], six);
    expect(afterClose.dialogs.map((d) => d.id)).toEqual(['1', '3', '4', '5', '6']);
    expect(afterClose.full).toBe(false);
  });

  it('minimises, maximises (one at a time) and restores', () => {
    let s = run([open('a'), open('b'), { type: 'minimize', id: 'a' }]);
    expect(s.dialogs[0]?.mode).toBe('minimized');
    s = run(
      [
        { type: 'maximize', id: 'a' },
        { type: 'maximize', id: 'b' },
      ],
      s,
    );
    expect(s.dialogs.map((d) => d.mode)).toEqual(['normal', 'maximized']);
    s = dialogStackReducer(s, { type: 'restore', id: 'b' });
    expect(s.dialogs[1]?.mode).toBe('normal');
  });

  it('closing the active dialog makes the newest remaining one active', () => {
    const s = run([open('a'), open('b'), open('c'), { type: 'close', id: 'c' }]);
    expect(s.activeId).toBe('b');
    expect(
      run(
        [
          { type: 'close', id: 'a' },
          { type: 'close', id: 'b' },
        ],
        s,
      ).activeId,
    ).toBeNull();
  });

  it('reopening an open dialog focuses it instead of adding a copy', () => {
    const s = run([open('a'), open('b'), open('a')]);
    expect(s.dialogs).toHaveLength(2);
    expect(s.activeId).toBe('a');
  });
});
