import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../contract/api-call-error';
import { dottedPath, failureIssuesOf, formIssuesOf, renamedPath } from './form-issues';

describe('formIssuesOf', () => {
  it('puts each issue on the field its path names, as Mantine names nested fields', () => {
    const sorted = formIssuesOf([
      { path: ['emails', 0, 'address'], message: 'Not a valid email address.' },
      { path: ['amount'], message: 'The amount cannot be negative' },
    ]);
    expect(sorted).toEqual({ fields: { 'emails.0.address': 'Not a valid email address.', amount: 'The amount cannot be negative' }, rest: [] });
  });

  it('keeps the first issue of a field', () => {
    const sorted = formIssuesOf([
      { path: ['address'], message: 'An email address is required' },
      { path: ['address'], message: 'Not a valid email address.' },
    ]);
    expect(sorted.fields).toEqual({ address: 'An email address is required' });
  });

  it('sends an issue about the whole request, or about a field the form does not show, to the rest, named by its path', () => {
    const sorted = formIssuesOf(
      [
        { path: [], message: 'Nothing to update' },
        { path: ['phones', 0, 'type'], message: 'Too long' },
        { path: ['name'], message: 'Name is required' },
      ],
      dottedPath,
      (name) => name === 'name',
    );
    expect(sorted).toEqual({ fields: { name: 'Name is required' }, rest: ['Nothing to update', 'phones.0.type: Too long'] });
  });

  it('renames body paths to the form fields that show them, a prefix naming a subtree', () => {
    const fieldOf = renamedPath({ 'emails.0.address': 'email', 'otherFields.': '', 'leadStatus.id': 'leadStatus' });
    const sorted = formIssuesOf(
      [
        { path: ['emails', 0, 'address'], message: 'Not a valid email address.' },
        { path: ['otherFields', 'Employees__c'], message: 'Employees must be a whole number' },
        { path: ['leadStatus', 'id'], message: 'Unknown lead status' },
        { path: ['title'], message: 'Too long' },
      ],
      fieldOf,
    );
    expect(sorted).toEqual({ fields: { email: 'Not a valid email address.', Employees__c: 'Employees must be a whole number', leadStatus: 'Unknown lead status', title: 'Too long' }, rest: [] });
  });
});

describe('failureIssuesOf', () => {
  const refused = new ApiCallError(400, 'Invalid body: emails.0.address: Not a valid email address.', {
    code: 'VALIDATION',
    issues: [{ path: ['emails', 0, 'address'], message: 'Not a valid email address.' }],
  });

  it("sorts a validation 400's issues onto the fields", () => {
    expect(failureIssuesOf(refused, { fieldOf: renamedPath({ 'emails.0.address': 'email' }) })).toEqual({ fields: { email: 'Not a valid email address.' }, rest: [] });
  });

  it("puts a refusal without issues in the rest, in the server's words", () => {
    expect(failureIssuesOf(new ApiCallError(400, 'Unknown account', { code: 'VALIDATION' }))).toEqual({ fields: {}, rest: ['Unknown account'] });
  });

  it("marks a one-input form's field with whatever the server refused", () => {
    expect(failureIssuesOf(refused, { onlyField: 'value' })).toEqual({ fields: { value: 'Not a valid email address.' }, rest: [] });
    expect(failureIssuesOf(new ApiCallError(400, 'Not a valid phone number.'), { onlyField: 'value' })).toEqual({ fields: { value: 'Not a valid phone number.' }, rest: [] });
  });

  it('says nothing of a 5xx, of no answer, or of an error that is not an API call', () => {
    const none = { fields: {}, rest: [] };
    expect(failureIssuesOf(new ApiCallError(500, 'Internal server error'))).toEqual(none);
    expect(failureIssuesOf(new ApiCallError(0, 'timeout (maxtries)'))).toEqual(none);
    expect(failureIssuesOf(new Error('boom'))).toEqual(none);
  });
});
