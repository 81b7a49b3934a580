import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveRecording } from '@/src/domain/settings/recorded-message';
import { api } from '@/src/workspace/session/api';
import { connectionState, workspaceStore } from '@/src/workspace/session/state';
import { telephonyKeys } from '../telephonyKeys';

export type MessageType = 'VOICE_MESSAGE' | 'CALLBACK_NOTICE' | 'VOICEMAIL_GREETING';

/** The predefined messages of a type the user may use (the tenant's and their own), loaded when enabled. */
export const usePredefinedMessages = (type: MessageType, enabled: boolean) =>
  useQuery({ queryKey: telephonyKeys.predefinedMessages(type), enabled, queryFn: async () => (await api.call('predefinedMessages', { query: { type } })).userPredefinedMessages });

/** The binary routes sit beside the JSON ones and take the session's token the same way. */
async function mediaFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const connection = workspaceStore.get(connectionState);
  if (!connection) throw new Error('Signed out');
  const res = await fetch(`${connection.instance}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${connection.token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res;
}

/** Listening to a saved message: its audio as an object URL (the caller revokes it). */
export async function messageAudioUrl(id: number): Promise<string> {
  return URL.createObjectURL(await (await mediaFetch(`/media/predefined-messages/${id}/audio`)).blob());
}

/** Saving a recording (metadata, then the binary; the metadata deleted when the upload fails) and deleting a message. */
export function useMessageChanges(type: MessageType) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: telephonyKeys.predefinedMessages(type) });
  const save = useMutation({
    mutationFn: (input: { name: string; description: string; shared: boolean; audio: Blob }) =>
      saveRecording(input.name, {
        createMetadata: async () => (await api.call('createPredefinedMessage', { body: { type, name: input.name, description: input.description || null, shared: input.shared } })).message.id,
        upload: async (id) =>
          void (await mediaFetch(`/media/predefined-messages/${id}/audio`, { method: 'PUT', headers: { 'content-type': input.audio.type.split(';')[0] || 'audio/webm' }, body: input.audio })),
        remove: async (id) => void (await api.call('deletePredefinedMessage', { params: { id }, query: { force: 'false' } })),
      }),
    onSettled: refresh,
  });
  // force: the user confirmed deleting a file queues use (the server's 409 names them).
  const remove = useMutation({
    mutationFn: ({ id, force = false }: { id: number; force?: boolean }) => api.call('deletePredefinedMessage', { params: { id }, query: { force: force ? 'true' : 'false' } }),
    onSettled: refresh,
  });
  return { save, remove };
}

/** A message chosen among its kind (or none): the query and the choice, whose answer replaces the shown one. */
function useChosenMessage(key: readonly string[], read: () => Promise<number | null>, write: (mediaId: number | null) => Promise<number | null>) {
  const queryClient = useQueryClient();
  const chosen = useQuery({ queryKey: key, queryFn: read });
  const choose = useMutation({ mutationFn: write, onSuccess: (mediaId) => queryClient.setQueryData(key, mediaId) });
  return { chosen, choose };
}

/** Spec 3 voicemail greetings: the active one (or none), chosen by clicking it; clicking it again leaves none. */
export const useActiveGreeting = () =>
  useChosenMessage(
    ['telephony', 'voicemailGreeting'],
    async () => (await api.call('voicemailGreeting', {})).mediaId,
    async (mediaId) => (await api.call('updateVoicemailGreeting', { body: { mediaId } })).mediaId,
  );

/** Spec 3 callback notice: the selected one (or none), chosen by clicking it; clicking it again deselects it. */
export const useSelectedCallbackNotice = () =>
  useChosenMessage(
    ['telephony', 'callbackNotice'],
    async () => (await api.call('callbackNotice', {})).mediaId,
    async (mediaId) => (await api.call('updateCallbackNotice', { body: { mediaId } })).mediaId,
  );
