import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TEMPLATES_PAGE_SIZE } from '@/src/domain/email/email-constants';
import { api } from '@/src/workspace/session/api';
import { emailKeys } from '../emailKeys';

/** Which template types the user may create and edit. */
export const useTemplatePermissions = () => useQuery({ queryKey: emailKeys.templatePermissions, queryFn: () => api.call('templatePermissions', {}) });

/** One page of templates (15), sorted by type then name. */
export const useTemplatesPage = (page: number) =>
  useQuery({ queryKey: emailKeys.templatesPage(page), queryFn: () => api.call('listEmailTemplates', { query: { limit: TEMPLATES_PAGE_SIZE, offset: (page - 1) * TEMPLATES_PAGE_SIZE } }) });

/** One template in full (the preview), loaded while `id` is set. */
export const useEmailTemplate = (id: number | null) =>
  useQuery({ queryKey: emailKeys.template(id), queryFn: () => api.call('getEmailTemplate', { params: { id: id ?? 0 } }).then((r) => r.template), enabled: id !== null });

/** Reads one template now (to edit it, or to apply it in a composer). */
export const useLoadEmailTemplate = () => async (id: number) => (await api.call('getEmailTemplate', { params: { id } })).template;

export interface TemplateDraft {
  id: number | null;
  name: string;
  type: 'personal' | 'organization';
  subject: string;
  body: string;
  rev: number;
}

function useReloadTemplates() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: emailKeys.templates });
}

/** Creates a template (no id yet) or updates one by its revision; the lists reload. */
export function useSaveEmailTemplate(onSaved: () => void) {
  const reload = useReloadTemplates();
  return useMutation({
    mutationFn: (e: TemplateDraft) =>
      e.id === null
        ? api.call('createEmailTemplate', { body: { name: e.name, type: e.type, subject: e.subject, body: e.body } })
        : api.call('updateEmailTemplate', { params: { id: e.id }, body: { name: e.name, subject: e.subject, body: e.body, revision: e.rev } }),
    onSuccess: () => {
      onSaved();
      reload();
    },
  });
}

export function useDeleteEmailTemplate() {
  const reload = useReloadTemplates();
  return useMutation({ mutationFn: (id: number) => api.call('deleteEmailTemplate', { params: { id } }), onSuccess: reload });
}
