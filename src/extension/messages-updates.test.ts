import { describe, expect, it } from 'vitest';
import { receive } from './messages';

describe('area room messages', () => {
  it('accept an SMS thread room and a tenant’s monitor room only', () => {
    expect(receive({ target: 'background', type: 'updates.join', room: 'sms/12' }, 'background')).not.toBeNull();
    expect(receive({ target: 'offscreen', type: 'offscreen.updates.leave', room: 'sms/12' }, 'offscreen')).not.toBeNull();
    // The fixed rooms are the server's to give, never a page's to ask for.
    expect(receive({ target: 'background', type: 'updates.join', room: 'tenant/1' }, 'background')).toBeNull();
    expect(receive({ target: 'background', type: 'updates.join', room: 'user/3' }, 'background')).toBeNull();
    expect(receive({ target: 'background', type: 'updates.join', room: 'sms/x' }, 'background')).toBeNull();
    expect(receive({ target: 'background', type: 'updates.join', room: 'monitor/4' }, 'background')).not.toBeNull();
    expect(receive({ target: 'background', type: 'updates.join', room: 'monitor/4/x' }, 'background')).toBeNull();
  });
});
