import { connectRuleOf } from '../../activity/connection-rule';
import { activityMeasures } from '../../activity/measure-sql';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type activityReportBody, type ListPerformanceReport, type ListPerformanceRow } from '@/src/contract';
import { listFigures, NO_LIST_ACTIVITY, type ListCounts } from '@/src/domain/reports/list-figures';
import type { Db } from '../../db/database';
import { activities, callLists, playbooks, playbookSteps, playbookStepVariants } from '../../db/schema';
import type { AuthContext } from '../session/session-store';
import { listMeasureSql, listOf, listReportScope, resultOf, stepOf, variantOf } from './list-measures';
import { countWhere, reportQuery } from './report-query';

type Filters = z.infer<typeof activityReportBody>;

const a = activities;

/**
 * The list performance report (spec 3): per list, then per step of its playbook, then per variant of
 * an email step, the emails out with their opens and clicks and the calls out with their connects,
 * talk time and results, from the one activity log (a call's or email's `context`). One query groups
 * the activities by list, step, variant and result, summed here for each level and the totals; a second reads the lists' tree
 * (playbook, steps, variants) so a step nobody worked on still shows, with zeros. Without
 * report.listUsers a user reports on their own calls and emails.
 */
export function createListPerformanceReport(db: Db) {
  return async function listPerformanceReport(auth: AuthContext, filters: Filters): Promise<ListPerformanceReport> {
    const rule = await connectRuleOf(db, auth.tenantId);
    const m = listMeasureSql(rule);
    const measures = activityMeasures(rule);
    const count = countWhere;
    // One pass at the finest grain (list, step, variant, call result): a few hundred groups, summed here for each level and the totals.
    const rows = await reportQuery(db, (tx) =>
      tx
        .select({
          listId: listOf,
          stepId: stepOf,
          variantId: variantOf,
          result: resultOf,
          listName: sql<string | null>`max(${a.data}->'context'->>'listName')`,
          emailOut: count(m.emailOut),
          emailOpens: count(m.emailOpens),
          emailClicks: count(m.emailClicks),
          callOut: count(m.callOut),
          connects: count(m.connects),
          talkTime: measures.talkSeconds,
          talkedCalls: count(measures.talked),
        })
        .from(a)
        .where(listReportScope(auth, filters))
        .groupBy(listOf, stepOf, variantOf, resultOf),
    );

    const key = (listId: number | null, stepId: number | null = null, variantId: number | null = null) => `${listId ?? ''}/${stepId ?? ''}/${variantId ?? ''}`;
    const countsAt = new Map<string, ListCounts>();
    const listNames = new Map<number, string>();
    const addTo = (at: string, r: (typeof rows)[number]) => {
      const into = countsAt.get(at) ?? { ...NO_LIST_ACTIVITY, callResults: {} };
      into.emailOut += r.emailOut;
      into.emailOpens += r.emailOpens;
      into.emailClicks += r.emailClicks;
      into.callOut += r.callOut;
      into.connects += r.connects;
      into.talkTime += r.talkTime;
      into.talkedCalls += r.talkedCalls;
      if (r.result !== null) into.callResults[r.result] = (into.callResults[r.result] ?? 0) + r.callOut;
      countsAt.set(at, into);
    };
    for (const r of rows) {
      addTo(key(null), r);
      if (r.listId === null) continue;
      if (r.listName && !listNames.has(r.listId)) listNames.set(r.listId, r.listName);
      addTo(key(r.listId), r);
      if (r.stepId === null) continue;
      addTo(key(r.listId, r.stepId), r);
      if (r.variantId !== null) addTo(key(r.listId, r.stepId, r.variantId), r);
    }
    const counts = (at: string): ListCounts => countsAt.get(at) ?? NO_LIST_ACTIVITY;

    // The lists asked for, or every list with activity in the range; each with its playbook's steps and variants.
    const activeListIds = [...new Set(rows.flatMap((r) => (r.listId === null ? [] : [r.listId])))];
    const wanted = filters.listIds.length ? filters.listIds : activeListIds;
    const tree = wanted.length
      ? await db
          .select({
            listId: callLists.id,
            listName: callLists.name,
            playbookName: playbooks.name,
            stepId: playbookSteps.id,
            stepName: playbookSteps.name,
            variantId: playbookStepVariants.id,
            variantLetter: playbookStepVariants.letter,
            variantName: playbookStepVariants.name,
            variantSubject: playbookStepVariants.subject,
          })
          .from(callLists)
          .leftJoin(playbooks, eq(playbooks.id, callLists.playbookId))
          .leftJoin(playbookSteps, eq(playbookSteps.playbookId, playbooks.id))
          .leftJoin(playbookStepVariants, eq(playbookStepVariants.stepId, playbookSteps.id))
          .where(and(eq(callLists.tenantId, auth.tenantId), inArray(callLists.id, wanted)))
          .orderBy(asc(callLists.id), asc(playbookSteps.position), asc(playbookStepVariants.letter))
      : [];

    const report = new Map<number, ListPerformanceRow>();
    for (const t of tree) {
      let list = report.get(t.listId);
      if (!list) {
        list = { listId: t.listId, listName: t.listName, playbookName: t.playbookName, playbookSteps: [], ...listFigures(counts(key(t.listId))) };
        report.set(t.listId, list);
      }
      if (t.stepId === null) continue;
      let step = list.playbookSteps.find((s) => s.playbookStepId === t.stepId);
      if (!step) {
        step = { playbookStepId: t.stepId, playbookStepName: t.stepName ?? '', playbookStepVariants: [], ...listFigures(counts(key(t.listId, t.stepId))) };
        list.playbookSteps.push(step);
      }
      if (t.variantId === null) continue;
      step.playbookStepVariants.push({
        playbookStepVariantId: t.variantId,
        playbookStepVariantName: t.variantName || `Variant ${t.variantLetter ?? ''}`.trim(),
        playbookStepVariantTemplate: t.variantSubject ?? '',
        ...listFigures(counts(key(t.listId, t.stepId, t.variantId))),
      });
    }
    // A list deleted since keeps its activity under the name its calls were made with.
    for (const listId of wanted) {
      if (report.has(listId) || !countsAt.has(key(listId))) continue;
      const name = listNames.get(listId) ?? `List ${listId}`;
      report.set(listId, { listId, listName: name, playbookName: null, playbookSteps: [], ...listFigures(counts(key(listId))) });
    }
    const totals = listFigures(counts(key(null)));
    return { report: [...report.values()], totals, callResults: Object.keys(totals.callResults).sort((x, y) => x.localeCompare(y)) };
  };
}
