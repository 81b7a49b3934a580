import { describe, expect, it } from 'vitest';
import { profilePasswordErrors } from './profile-password';

const form = (currentPassword: string, newPassword: string, confirmPassword: string) => profilePasswordErrors({ currentPassword, newPassword, confirmPassword });

describe('change password (spec 3 section 5)', () => {
  it('needs a new password and its confirmation', () => {
    expect(form('Old@Pass1', '', '')).toEqual({ newPassword: 'newRequired', confirmPassword: 'confirmRequired' });
  });
  it('needs at least 9 characters and 3 of the 4 classes', () => {
    expect(form('Old@Pass1', 'short1A', 'short1A').newPassword).toBe('policy');
    expect(form('Old@Pass1', 'alllowercase', 'alllowercase').newPassword).toBe('policy');
    expect(form('Old@Pass1', 'lower1234567', 'lower1234567').newPassword).toBe('policy');
    expect(form('Old@Pass1', 'Lower1234567', 'Lower1234567').newPassword).toBeNull();
  });
  it('needs a new password different from the current one', () => {
    expect(form('Same@Pass1', 'Same@Pass1', 'Same@Pass1').newPassword).toBe('mustDiffer');
  });
  it('needs the confirmation to match', () => {
    expect(form('Old@Pass1', 'New@Pass12', 'New@Pass13')).toEqual({ newPassword: null, confirmPassword: 'confirmMismatch' });
    expect(form('Old@Pass1', 'New@Pass12', 'New@Pass12')).toEqual({ newPassword: null, confirmPassword: null });
  });
});
