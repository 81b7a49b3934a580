import type { playbooksRoutes } from '@/src/contract/routes/playbooks';
import type { AreaHandlers } from '../../http/handlers';
import type { PlaybookHandlerDeps } from './playbook-jobs';

export function playbooksHandlers(deps: { playbooks: PlaybookHandlerDeps }): AreaHandlers<typeof playbooksRoutes> {
  const { playbooks, send } = deps.playbooks;
  return {
    listPlaybooks: async ({ auth, query }) => ({ playbooks: await playbooks.list(auth, query.templatesOnly) }),
    getPlaybook: async ({ auth, params }) => ({ playbook: await playbooks.get(auth, params.id) }),
    createPlaybook: async ({ auth, body }) => ({ playbook: await playbooks.create(auth, body) }),
    updatePlaybook: async ({ auth, params, body }) => ({ playbook: await playbooks.update(auth, params.id, body) }),
    updatePlaybookExitConditions: async ({ auth, params, body }) => ({ playbook: await playbooks.updateExitConditions(auth, params.id, body.exitConditions) }),
    addPlaybookStep: async ({ auth, params, body }) => ({ playbook: await playbooks.addStep(auth, params.id, body.step, body.position) }),
    updatePlaybookStep: async ({ auth, params, body }) => ({ playbook: await playbooks.updateStep(auth, params.id, params.stepId, body.step, body.position) }),
    deletePlaybookStep: async ({ auth, params }) => ({ playbook: await playbooks.deleteStep(auth, params.id, params.stepId) }),
    updatePlaybookStepPriority: async ({ auth, params, body }) => ({ playbook: await playbooks.updateStepPriority(auth, params.id, params.stepId, body.priority) }),
    associatePlaybookList: async ({ auth, params }) => ({ playbook: await playbooks.associate(auth, params.id, params.listId) }),
    dissociatePlaybookList: async ({ auth, params }) => ({ playbook: await playbooks.dissociate(auth, params.id, params.listId) }),
    playbookSendEmail: async ({ auth, body }) => send.send(auth, body),
  };
}
