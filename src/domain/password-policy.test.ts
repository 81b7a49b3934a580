import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy, validatePasswordChange } from './password-policy';

describe('meetsPasswordPolicy (the four-rule password policy)', () => {
  it('accepts 9 characters with upper, lower and digit (3 of 4 classes)', () => {
    expect(meetsPasswordPolicy('Abcdefgh1')).toBe(true);
  });

  it('accepts upper, lower and a special character without a digit', () => {
    expect(meetsPasswordPolicy('Abcdefgh@')).toBe(true);
  });

  it('accepts lower, digit and a special character without an upper-case letter', () => {
    expect(meetsPasswordPolicy('abcdefg1#')).toBe(true);
  });

  it('accepts upper, digit and a special character without a lower-case letter', () => {
    expect(meetsPasswordPolicy('ABCDEFG1$')).toBe(true);
  });

  it('accepts all four classes', () => {
    expect(meetsPasswordPolicy('Demo@Sales1')).toBe(true);
  });

  it('rejects a password shorter than 9 characters even with all four classes', () => {
    expect(meetsPasswordPolicy('Ab1@efgh')).toBe(false);
    expect('Ab1@efgh').toHaveLength(8);
  });

  it('accepts exactly 9 characters (the minimum length)', () => {
    expect(meetsPasswordPolicy('Ab1@efghi')).toBe(true);
  });

  it('rejects only two classes however long the password is', () => {
    expect(meetsPasswordPolicy('abcdefghijklmnop1234')).toBe(false);
    expect(meetsPasswordPolicy('ABCDEFGHIJabcdefghij')).toBe(false);
    expect(meetsPasswordPolicy('@@@@@@@@@@1111111111')).toBe(false);
  });

  it('rejects a single class', () => {
    expect(meetsPasswordPolicy('abcdefghijkl')).toBe(false);
    expect(meetsPasswordPolicy('123456789012')).toBe(false);
  });

  it('counts only @#$%^&+= as special characters', () => {
    // '!' , '*', '-', '_' and ' ' are not in the special class: lower + digit only.
    expect(meetsPasswordPolicy('abcdefg1!')).toBe(false);
    expect(meetsPasswordPolicy('abcdefg1*')).toBe(false);
    expect(meetsPasswordPolicy('abcdefg1-')).toBe(false);
    expect(meetsPasswordPolicy('abcdefg1_')).toBe(false);
    expect(meetsPasswordPolicy('abcdefg1 ')).toBe(false);
    for (const special of '@#$%^&+=') expect(meetsPasswordPolicy(`abcdefg1${special}`)).toBe(true);
  });

  it('does not count accented letters as upper or lower case', () => {
    expect(meetsPasswordPolicy('ÉÀÜabcde1')).toBe(false);
    expect(meetsPasswordPolicy('éàüABCDE1')).toBe(false);
  });

  it('rejects the empty password', () => {
    expect(meetsPasswordPolicy('')).toBe(false);
  });
});

describe('validatePasswordChange (change expired password)', () => {
  const valid = { oldPassword: 'Demo@Sales1', newPassword: 'Brand#New22', confirmPassword: 'Brand#New22' };

  it('accepts a new password that meets the policy, differs and is confirmed', () => {
    expect(validatePasswordChange(valid)).toBeNull();
  });

  it('requires the new password (NEW_PWD_REQUIRED)', () => {
    expect(validatePasswordChange({ ...valid, newPassword: '', confirmPassword: '' })).toBe('NEW_PWD_REQUIRED');
    expect(validatePasswordChange({ ...valid, newPassword: '' })).toBe('NEW_PWD_REQUIRED');
  });

  it('requires the four-rule password policy (NEW_PWD_POLICY)', () => {
    expect(validatePasswordChange({ ...valid, newPassword: 'short1A', confirmPassword: 'short1A' })).toBe('NEW_PWD_POLICY');
    expect(validatePasswordChange({ ...valid, newPassword: 'alllowercase', confirmPassword: 'alllowercase' })).toBe('NEW_PWD_POLICY');
  });

  it('requires the new password to differ from the old one (NEW_PWD_MUST_BE_DIFF)', () => {
    expect(validatePasswordChange({ ...valid, newPassword: 'Demo@Sales1', confirmPassword: 'Demo@Sales1' })).toBe('NEW_PWD_MUST_BE_DIFF');
  });

  it('treats a change of case as a different password', () => {
    expect(validatePasswordChange({ oldPassword: 'Demo@Sales1', newPassword: 'dEMO@sALES1', confirmPassword: 'dEMO@sALES1' })).toBeNull();
  });

  it('requires the confirmation to match (NEW_PWD_CONF_MUST_MATCH)', () => {
    expect(validatePasswordChange({ ...valid, confirmPassword: 'Brand#New23' })).toBe('NEW_PWD_CONF_MUST_MATCH');
    expect(validatePasswordChange({ ...valid, confirmPassword: 'brand#new22' })).toBe('NEW_PWD_CONF_MUST_MATCH');
  });

  it('requires the confirmation (NEW_PWD_CONF_MUST_MATCH)', () => {
    expect(validatePasswordChange({ ...valid, confirmPassword: '' })).toBe('NEW_PWD_CONF_MUST_MATCH');
  });

  it('reports the first failing rule: required, policy, different, confirmation', () => {
    // Policy is checked before difference: an old weak password reused fails on policy.
    expect(validatePasswordChange({ oldPassword: 'weak', newPassword: 'weak', confirmPassword: 'other' })).toBe('NEW_PWD_POLICY');
    // Difference is checked before confirmation.
    expect(validatePasswordChange({ oldPassword: 'Demo@Sales1', newPassword: 'Demo@Sales1', confirmPassword: '' })).toBe('NEW_PWD_MUST_BE_DIFF');
    // Policy is checked before confirmation.
    expect(validatePasswordChange({ oldPassword: 'Demo@Sales1', newPassword: 'weakpass', confirmPassword: 'nomatch' })).toBe('NEW_PWD_POLICY');
  });
});
