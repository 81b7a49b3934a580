import { describe, expect, it } from 'vitest';
import { activityFigures, callResultPercent, NO_ACTIVITY } from './activity-figures';
import { asUtcDay, editRange, rangeOptionOf, reportRangeOf } from './date-range';
import { formatReportNumber, phoneNumberItem } from './number-figures';
import { simulatedCarrierFlags } from './simulated-reputation';
import { figureOf, listMeasureOfColumn, measureOfColumn } from './activity-measures';
import { listCallResultPercent, listFigures, listPerformanceRowCount, NO_LIST_ACTIVITY } from './list-figures';
import { columnsToSave, mergeColumns } from './report-columns';
import { csvSafe, reportCsv } from './report-csv';
import { formatPercent } from '../format';
import { isTooLarge, nextSort, sortReportRows } from './report-table';

describe('report date ranges (spec 3 section 9, UTC)', () => {
  // Wednesday 25 November 2026, late in the evening in UTC.
  const today = new Date('2026-11-25T23:30:00Z');
  it('gives each option its UTC days, weeks from Monday', () => {
    expect(reportRangeOf('allTime', today)).toEqual({});
    expect(reportRangeOf('thisWeek', today)).toEqual({ start: '2026-11-23', end: '2026-11-25' });
    expect(reportRangeOf('lastWeek', today)).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(reportRangeOf('thisMonth', today)).toEqual({ start: '2026-11-01', end: '2026-11-25' });
    expect(reportRangeOf('lastMonth', today)).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(reportRangeOf('custom', today, { start: '2026-01-05' })).toEqual({ start: '2026-01-05' });
  });
  it('handles a Sunday, a Monday and January', () => {
    expect(reportRangeOf('thisWeek', new Date('2026-11-29T10:00:00Z'))).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(reportRangeOf('lastWeek', new Date('2026-11-23T00:00:00Z'))).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(reportRangeOf('lastMonth', new Date('2027-01-10T00:00:00Z'))).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(reportRangeOf('lastMonth', new Date('2026-03-31T00:00:00Z'))).toEqual({ start: '2026-02-01', end: '2026-02-28' });
  });
  it('names the option a pair of dates stands for, custom when none (spec 1 section 4: edited dates are custom)', () => {
    const archive = ['thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'custom'] as const;
    expect(rangeOptionOf({ start: '2026-11-23', end: '2026-11-25' }, today, archive)).toBe('thisWeek');
    expect(rangeOptionOf({ start: '2026-10-01', end: '2026-10-31' }, today, archive)).toBe('lastMonth');
    expect(rangeOptionOf({ start: '2026-10-02', end: '2026-10-31' }, today, archive)).toBe('custom');
    expect(rangeOptionOf({}, today, archive)).toBe('custom');
    expect(rangeOptionOf({}, today, ['allTime', 'custom'])).toBe('allTime');
    // On a Monday the 1st, this week and this month are the same day: the first offered wins.
    expect(rangeOptionOf({ start: '2027-02-01', end: '2027-02-01' }, new Date('2027-02-01T12:00:00Z'), archive)).toBe('thisWeek');
  });
  it('counts a local day as that calendar day', () => {
    expect(asUtcDay(new Date(2026, 10, 25, 23, 59)).toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });
});

describe('report tables', () => {
  const rows = [
    { name: 'beta', n: 2 },
    { name: 'Alpha', n: null },
    { name: 'gamma', n: 10 },
    { name: 'alpha 2', n: 2 },
  ];
  const value = (r: (typeof rows)[number], c: 'name' | 'n') => r[c];
  it('sorts text case-insensitively and numbers by value, nulls last, ties in their order', () => {
    expect(sortReportRows(rows, { column: 'name', direction: 'asc' }, value).map((r) => r.name)).toEqual(['Alpha', 'alpha 2', 'beta', 'gamma']);
    expect(sortReportRows(rows, { column: 'n', direction: 'asc' }, value).map((r) => r.name)).toEqual(['beta', 'alpha 2', 'gamma', 'Alpha']);
    expect(sortReportRows(rows, { column: 'n', direction: 'desc' }, value).map((r) => r.name)).toEqual(['gamma', 'beta', 'alpha 2', 'Alpha']);
  });
  it('flips the sort of the same column and starts another ascending', () => {
    expect(nextSort({ column: 'a', direction: 'asc' }, 'a')).toEqual({ column: 'a', direction: 'desc' });
    expect(nextSort({ column: 'a', direction: 'desc' }, 'b')).toEqual({ column: 'b', direction: 'asc' });
  });
  it('is too large above 500 counted rows, and shows percents with 2 decimals', () => {
    expect([500, 501].map(isTooLarge)).toEqual([false, true]);
    expect([0, 33.333333, 100, Number.NaN].map((v) => formatPercent(v, 'en-US'))).toEqual(['0.00%', '33.33%', '100.00%', '0.00%']);
  });
});

describe('report CSV', () => {
  it('escapes cells a spreadsheet would run as formulas, and quotes what needs quoting', () => {
    expect(['=SUM(A1)', '+1 555', '-3', '@cmd', '\tx', 'plain', ''].map(csvSafe)).toEqual(["'=SUM(A1)", "'+1 555", "'-3", "'@cmd", "'\tx", 'plain', '']);
    expect(csvSafe(-3)).toBe('-3');
    expect(csvSafe(null)).toBe('');
    expect(
      reportCsv(
        ['Queue', 'Caller'],
        [
          ['Sales, east', '+15550100'],
          ['Say "hi"', null],
        ],
      ),
    ).toBe('Queue,Caller\r\n"Sales, east",\'+15550100\r\n"Say ""hi""",\r\n');
  });
});

describe('report columns as saved (spec 3 page state)', () => {
  it('keeps the saved visibility and sort of known columns, shows new ones, and sorts by the first column without a saved sort', () => {
    const merged = mergeColumns(
      ['firstName', 'dials', 'callResult#:Busy'],
      [
        { name: 'dials', visible: false, sort: 'desc' },
        { name: 'gone', visible: false, sort: null },
      ],
    );
    expect(merged.columns).toEqual([
      { name: 'firstName', visible: true, sort: null },
      { name: 'dials', visible: false, sort: 'desc' },
      { name: 'callResult#:Busy', visible: true, sort: null },
    ]);
    expect(merged.sort).toEqual({ column: 'dials', direction: 'desc' });
    expect(mergeColumns(['firstName', 'dials'], null).sort).toEqual({ column: 'firstName', direction: 'asc' });
    expect(columnsToSave(merged.columns, { column: 'firstName', direction: 'asc' }).map((c) => c.sort)).toEqual(['asc', null, null]);
  });
});

describe('activity figures (spec 3 activity report)', () => {
  it('gives connect% of dials, open% and click% of emails sent, the average talk over talked calls, and each result’s share of all calls', () => {
    const figures = activityFigures({
      dials: 4,
      outboundCalls: 3,
      connects: 1,
      inboundCalls: 1,
      talkTime: 95,
      talkedCalls: 4,
      emailOut: 3,
      emailIn: 0,
      fsEmailOut: 1,
      emailOpens: 2,
      emailClicks: 0,
      smsOut: 0,
      smsIn: 0,
      callResults: { Connected: 2 },
    });
    expect(figures).toMatchObject({ connectPercent: 25, avgTalkTime: 24, emailOpenPercent: (2 / 3) * 100, emailClickPercent: 0 });
    expect(callResultPercent(figures, 'Connected')).toBe(40);
    expect(callResultPercent(figures, 'Busy')).toBe(0);
    const none = activityFigures(NO_ACTIVITY);
    expect(none).toMatchObject({ connectPercent: 0, avgTalkTime: 0, emailOpenPercent: 0 });
    expect(callResultPercent(none, 'Connected')).toBe(0);
  });
});

describe('list performance figures (spec 3 list performance report)', () => {
  it('gives connect % of calls out, open and click % of emails out, and the average talk over calls talked on', () => {
    const figures = listFigures({ emailOut: 4, emailOpens: 3, emailClicks: 1, callOut: 8, connects: 2, talkTime: 100, talkedCalls: 3, callResults: { Connected: 2, Busy: 6 } });
    expect(figures).toMatchObject({ emailOpenPercent: 75, emailClickPercent: 25, connectPercent: 25, avgTalkTime: 33 });
    expect(listCallResultPercent(figures, 'Busy')).toBe(75);
    expect(listCallResultPercent(figures, 'Left Voicemail')).toBe(0);
  });
  it('gives zeros, never NaN, without activity', () => {
    expect(listFigures(NO_LIST_ACTIVITY)).toEqual({
      emailOut: 0,
      emailOpens: 0,
      emailOpenPercent: 0,
      emailClicks: 0,
      emailClickPercent: 0,
      callOut: 0,
      connects: 0,
      connectPercent: 0,
      talkTime: 0,
      avgTalkTime: 0,
      callResults: {},
    });
    expect(listCallResultPercent(listFigures(NO_LIST_ACTIVITY), 'Busy')).toBe(0);
  });
  it('counts lists, steps and variants for the too-large rule (spec 3 section 9)', () => {
    const variant = { playbookStepVariantId: 1, playbookStepVariantName: 'A', playbookStepVariantTemplate: '', ...listFigures(NO_LIST_ACTIVITY) };
    const step = (variants: number) => ({ playbookStepId: 1, playbookStepName: 'S', playbookStepVariants: Array.from({ length: variants }, () => variant), ...listFigures(NO_LIST_ACTIVITY) });
    const list = (steps: ReturnType<typeof step>[]) => ({ listId: 1, listName: 'L', playbookName: null, playbookSteps: steps, ...listFigures(NO_LIST_ACTIVITY) });
    expect(listPerformanceRowCount({ report: [] })).toBe(0);
    expect(listPerformanceRowCount({ report: [list([]), list([step(2), step(0)])] })).toBe(1 + 1 + (1 + 2) + 1);
    // 100 lists of 2 steps of 1 variant: 500 rows, not too large; one more list is.
    const many = Array.from({ length: 100 }, () => list([step(1), step(1)]));
    expect(isTooLarge(listPerformanceRowCount({ report: many }))).toBe(false);
    expect(isTooLarge(listPerformanceRowCount({ report: [...many, list([])] }))).toBe(true);
  });
});

describe('phone number figures (spec 3 phone number connect rate)', () => {
  it('gives connect % of outbound calls, formatted counts and the number as people read it', () => {
    expect(phoneNumberItem({ type: 'assigned', phoneNumber: '+12025550111', callCount: 12345, outboundCallCount: 8, connectCount: 1 })).toMatchObject({
      connectPercentage: 12.5,
      formattedPhoneNumber: '+1 202 555 0111',
      formattedCallCount: '12,345',
      formattedConnectPercentage: '12.50%',
    });
    expect(phoneNumberItem({ type: 'localPresence', phoneNumber: '+12025550111', callCount: 3, outboundCallCount: 0, connectCount: 0 }).formattedConnectPercentage).toBe('0.00%');
    expect(formatReportNumber('not a number')).toBe('not a number');
  });
});

describe('the simulated reputation provider’s carrier flags', () => {
  const none = { isCarrierSmartCallFlagged: false, isCarrierVerizonFlagged: false, isCarrierTMobileFlagged: false };
  it('flags a number that makes many calls of which few connect, each carrier at its own thresholds', () => {
    expect(simulatedCarrierFlags({ dailyCalls: 0, dailyConnects: 0 })).toEqual(none);
    // Many calls that connect well: never flagged.
    expect(simulatedCarrierFlags({ dailyCalls: 500, dailyConnects: 100 })).toEqual(none);
    expect(simulatedCarrierFlags({ dailyCalls: 100, dailyConnects: 14 })).toEqual({ ...none, isCarrierTMobileFlagged: true });
    expect(simulatedCarrierFlags({ dailyCalls: 99, dailyConnects: 0 })).toEqual({ ...none, isCarrierVerizonFlagged: true, isCarrierSmartCallFlagged: true });
    expect(simulatedCarrierFlags({ dailyCalls: 75, dailyConnects: 7 })).toEqual({ ...none, isCarrierVerizonFlagged: true });
    expect(simulatedCarrierFlags({ dailyCalls: 50, dailyConnects: 2 })).toEqual({ ...none, isCarrierSmartCallFlagged: true });
    expect(simulatedCarrierFlags({ dailyCalls: 49, dailyConnects: 0 })).toEqual(none);
  });
});

describe('the date-range selector (spec 1 section 4)', () => {
  const today = new Date('2026-11-26T10:00:00Z');
  it('switches to custom when a date is edited, starting from the dates the option stood for', () => {
    expect(editRange({ option: 'thisMonth', custom: {} }, 'end', '2026-11-20', today)).toEqual({ option: 'custom', custom: { start: '2026-11-01', end: '2026-11-20' } });
    expect(editRange({ option: 'allTime', custom: {} }, 'start', '2026-01-01', today)).toEqual({ option: 'custom', custom: { start: '2026-01-01' } });
  });
  it('clears the edited side when the start would come after the end', () => {
    expect(editRange({ option: 'custom', custom: { start: '2026-05-01', end: '2026-05-31' } }, 'start', '2026-06-02', today)).toEqual({ option: 'custom', custom: { end: '2026-05-31' } });
    expect(editRange({ option: 'custom', custom: { start: '2026-05-01', end: '2026-05-31' } }, 'end', '2026-04-30', today)).toEqual({ option: 'custom', custom: { start: '2026-05-01' } });
  });
  it('lets a side be emptied', () => {
    expect(editRange({ option: 'custom', custom: { start: '2026-05-01', end: '2026-05-31' } }, 'start', '', today)).toEqual({ option: 'custom', custom: { end: '2026-05-31' } });
  });
});

describe('the activities behind a figure of the activity report', () => {
  it('maps every count column to its measure, per-result counts with their result, and nothing else', () => {
    expect(measureOfColumn('dials')).toEqual({ measure: 'dials' });
    expect(measureOfColumn('connect#')).toEqual({ measure: 'connects' });
    expect(measureOfColumn('emailOpen#')).toEqual({ measure: 'emailOpens' });
    expect(measureOfColumn('emailClick#')).toEqual({ measure: 'emailClicks' });
    expect(measureOfColumn('callResult#:Left Voicemail')).toEqual({ measure: 'callResult', result: 'Left Voicemail' });
    for (const derived of ['connect%', 'emailOpen%', 'talkTime', 'avgTalkTime', 'firstName', 'callResult%:Busy']) expect(measureOfColumn(derived)).toBeNull();
  });
});

describe('the figure a measure stands for', () => {
  it('reads the counted figure, or the call result’s count (0 when absent)', () => {
    const figures = { ...NO_ACTIVITY, dials: 4, emailOpens: 2, callResults: { Busy: 3 } };
    expect(figureOf({ measure: 'dials' }, figures)).toBe(4);
    expect(figureOf({ measure: 'emailOpens' }, figures)).toBe(2);
    expect(figureOf({ measure: 'callResult', result: 'Busy' }, figures)).toBe(3);
    expect(figureOf({ measure: 'callResult', result: 'Connected' }, figures)).toBe(0);
  });
});

describe('the activities behind a figure of the list performance report', () => {
  it('maps its count columns to measures and reads their figures', () => {
    expect(listMeasureOfColumn('opens')).toEqual({ measure: 'emailOpens' });
    expect(listMeasureOfColumn('clicks')).toEqual({ measure: 'emailClicks' });
    expect(listMeasureOfColumn('callOut')).toEqual({ measure: 'callOut' });
    expect(listMeasureOfColumn('connect#')).toEqual({ measure: 'connects' });
    expect(listMeasureOfColumn('callResult#:Busy')).toEqual({ measure: 'callResult', result: 'Busy' });
    for (const derived of ['listName', 'playbookName', 'opens%', 'clicks%', 'connect%', 'avgTalkTime', 'callResult%:Busy']) expect(listMeasureOfColumn(derived)).toBeNull();
    const figures = { ...NO_LIST_ACTIVITY, callOut: 3, callResults: { Busy: 1 } };
    expect(figureOf({ measure: 'callOut' }, figures)).toBe(3);
    expect(figureOf({ measure: 'callResult', result: 'Busy' }, figures)).toBe(1);
  });
});
