import { ApiCallError } from '@/src/contract';
import { NOT_A_VALID_PHONE_NUMBER } from '@/src/domain/phone/phone-number-entry';

/**
 * The refusal of a number the server named for one field of the request (a 400 whose validation
 * message reads `<path>: Not a valid phone number.`), for that field to show; undefined otherwise.
 */
export function phoneFieldError(error: unknown, path: string): string | undefined {
  if (!(error instanceof ApiCallError) || error.status !== 400) return undefined;
  return error.message.includes(`${path}: ${NOT_A_VALID_PHONE_NUMBER}`) ? NOT_A_VALID_PHONE_NUMBER : undefined;
}
