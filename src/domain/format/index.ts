/** The one display format module (issue 33): dates in the user's zone and locale, durations hh:mm:ss, money, percents, counts. */
export { createFormatter, type Formatter } from './formatter';
export { formatCalendarDay, formatDate, formatDateTime, formatDayRange, formatMonthDay, formatMonthYear, formatTime, formatTimeOfDay, type FormatPlace } from './date-time';
export { formatDuration, formatMinutes } from './duration';
export { currencyOfSymbol, formatCount, formatDecimal, formatMoney, formatPercent } from './numbers';
