import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { PhoneNumberReportItem } from '../../contract/entities/reports';
import { formatPercent, percentOf } from './report-table';

/** A number in its international form as people read it (+1 202 555 0101); what cannot be parsed stays as stored. */
export const formatReportNumber = (number: string) => parsePhoneNumberFromString(number)?.formatInternational() ?? number;

const count = new Intl.NumberFormat('en-US');

/** A phone number connect rate item (spec 3): connect % of the outbound calls, and every figure also formatted as shown. */
export function phoneNumberItem(input: { type: PhoneNumberReportItem['type']; phoneNumber: string; callCount: number; outboundCallCount: number; connectCount: number }): PhoneNumberReportItem {
  const connectPercentage = percentOf(input.connectCount, input.outboundCallCount);
  return {
    ...input,
    connectPercentage,
    formattedPhoneNumber: formatReportNumber(input.phoneNumber),
    formattedCallCount: count.format(input.callCount),
    formattedOutboundCallCount: count.format(input.outboundCallCount),
    formattedConnectCount: count.format(input.connectCount),
    formattedConnectPercentage: formatPercent(connectPercentage),
  };
}
