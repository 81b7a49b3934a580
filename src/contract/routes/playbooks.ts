import { z } from 'zod';
import { defineRoute } from '../route';
import { exitCondition, playbook, playbookCreate, playbookSendBody, playbookSendResult, playbookSummary, playbookUpdate, stepInput, stepPriority } from '../entities/playbooks';
import { queryFlag, recordId } from './crm-params';

const playbookParams = z.object({ id: recordId });
const stepParams = z.object({ id: recordId, stepId: recordId });
const listParams = z.object({ id: recordId, listId: recordId });
const playbookReply = z.object({ playbook });

/**
 * Playbooks (spec 2 section 7 "Playbooks"; spec 1 section 7 playbookSend). Every write answers the whole
 * playbook as it now is. Operations on a paused list answer 423 'Cannot perform actions on paused lists.'
 */
export const playbooksRoutes = {
  /** Templates (isTemplate) by default; templatesOnly=false: every playbook of the tenant. */
  listPlaybooks: defineRoute({
    method: 'GET',
    path: '/playbooks',
    query: z.object({ templatesOnly: queryFlag.default(true) }),
    reply: z.object({ playbooks: z.array(playbookSummary) }),
    auth: 'session',
  }),
  getPlaybook: defineRoute({ method: 'GET', path: '/playbooks/:id', params: playbookParams, reply: playbookReply, auth: 'session' }),
  createPlaybook: defineRoute({ method: 'POST', path: '/playbooks', body: playbookCreate, reply: playbookReply, auth: 'session', retry: false }),
  updatePlaybook: defineRoute({ method: 'PATCH', path: '/playbooks/:id', params: playbookParams, body: playbookUpdate, reply: playbookReply, auth: 'session' }),
  /** Replaces the exit conditions. */
  updatePlaybookExitConditions: defineRoute({
    method: 'PATCH',
    path: '/playbooks/:id/exitCondition',
    params: playbookParams,
    body: z.object({ exitConditions: z.array(exitCondition).max(20) }),
    reply: playbookReply,
    auth: 'session',
  }),
  /** Appends a step (position = last + 1), or inserts at `position` shifting later steps. */
  addPlaybookStep: defineRoute({
    method: 'POST',
    path: '/playbooks/:id/steps',
    params: playbookParams,
    body: z.object({ step: stepInput, position: z.number().int().min(0).optional() }),
    reply: playbookReply,
    auth: 'session',
    retry: false,
  }),
  /**
   * Replaces the step's fields; variants with an id are kept and updated, new ones get the next letter,
   * missing ones are deleted. `position` moves the step (the others shift).
   */
  updatePlaybookStep: defineRoute({
    method: 'PATCH',
    path: '/playbooks/:id/steps/:stepId',
    params: stepParams,
    body: z.object({ step: stepInput, position: z.number().int().min(0).optional() }),
    reply: playbookReply,
    auth: 'session',
  }),
  /** Contacts on the deleted step move to the next step (or complete when it was the last). */
  deletePlaybookStep: defineRoute({ method: 'DELETE', path: '/playbooks/:id/steps/:stepId', params: stepParams, reply: playbookReply, auth: 'session' }),
  updatePlaybookStepPriority: defineRoute({
    method: 'PATCH',
    path: '/playbooks/:id/steps/:stepId/priority',
    params: stepParams,
    body: z.object({ priority: stepPriority }),
    reply: playbookReply,
    auth: 'session',
  }),
  /** The list's contacts are placed on the first step. 409 when the list already has another playbook. */
  associatePlaybookList: defineRoute({ method: 'POST', path: '/playbooks/:id/list/:listId', params: listParams, reply: playbookReply, auth: 'session', retry: false }),
  /** The list's contacts leave the playbook (step cleared). 404 when the list does not have this playbook. */
  dissociatePlaybookList: defineRoute({ method: 'DELETE', path: '/playbooks/:id/list/:listId', params: listParams, reply: playbookReply, auth: 'session' }),
  /** One email per contact with the step's template, each contact then advanced. 423 'Cannot send e-mail to contacts on paused lists.' */
  playbookSendEmail: defineRoute({ method: 'POST', path: '/emails/playbook-send', body: playbookSendBody, reply: playbookSendResult, auth: 'session', retry: false }),
};
