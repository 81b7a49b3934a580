import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IMPORT_PROGRESS_EVENT, type CsvImport, type RouteReply, type StartImportBody } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { useUpdatesEvent } from '@/src/workspace/session/hooks/useUpdatesEvent';
import { importsKeys } from '../importsKeys';

export const useImportList = () => useQuery({ queryKey: importsKeys.list, queryFn: async () => (await api.call('listImports', {})).imports });

export const useImportDetail = (importId: number | null) =>
  useQuery({ queryKey: importsKeys.detail(importId ?? 0), queryFn: () => api.call('getImport', { params: { importId: importId! } }), enabled: importId !== null });

export function useStartImport(importId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StartImportBody) => (await api.call('startImport', { params: { importId }, body })).import,
    onSuccess: (started) => applyImport(queryClient, started),
  });
}

export const fetchImportRejects = async (importId: number) => (await api.call('importRejects', { params: { importId } })).rejects;

function applyImport(queryClient: ReturnType<typeof useQueryClient>, next: CsvImport) {
  queryClient.setQueryData(importsKeys.detail(next.id), (old: RouteReply<'getImport'> | undefined) => (old ? { ...old, import: next } : old));
  queryClient.setQueryData(importsKeys.list, (old: CsvImport[] | undefined) => (old ? (old.some((i) => i.id === next.id) ? old.map((i) => (i.id === next.id ? next : i)) : [next, ...old]) : old));
}

/** The server pushes each batch's progress: the page and the history follow without asking. */
export function useImportProgressPush() {
  const queryClient = useQueryClient();
  useUpdatesEvent(IMPORT_PROGRESS_EVENT, (next) => applyImport(queryClient, next));
}
