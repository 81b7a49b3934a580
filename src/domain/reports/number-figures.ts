import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { PhoneNumberReportItem } from '../../contract/entities/reports';
import { formatCount, formatPercent } from '../format';
import { percentOf } from './report-table';

/** A number in its international form as people read it (+1 202 555 0101); what cannot be parsed stays as stored. */
export const formatReportNumber = (number: string) => parsePhoneNumberFromString(number)?.formatInternational() ?? number;

// The server builds these texts for every caller: the figures in the product's own locale.
const LOCALE = 'en-US';

/** A phone number connect rate item (spec 3): connect % of the outbound calls, and every figure also formatted as shown. */
export function phoneNumberItem(input: { type: PhoneNumberReportItem['type']; phoneNumber: string; callCount: number; outboundCallCount: number; connectCount: number }): PhoneNumberReportItem {
  const connectPercentage = percentOf(input.connectCount, input.outboundCallCount);
  return {
    ...input,
    connectPercentage,
    formattedPhoneNumber: formatReportNumber(input.phoneNumber),
    formattedCallCount: formatCount(input.callCount, LOCALE),
    formattedOutboundCallCount: formatCount(input.outboundCallCount, LOCALE),
    formattedConnectCount: formatCount(input.connectCount, LOCALE),
    formattedConnectPercentage: formatPercent(connectPercentage, LOCALE),
  };
}
