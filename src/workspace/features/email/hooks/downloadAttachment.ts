import { connectionState, workspaceStore } from '@/src/workspace/session/state';
import { saveFile } from '@/src/workspace/ui/saveFile';

/**
 * Downloads a sent attachment (GET {rest}/v2/emails/attachments/{id}/?message_id, spec 1 section 7):
 * fetched with the session's bearer (a plain link cannot send it), then saved under its name.
 */
export async function downloadAttachment(id: number, messageId: number, filename: string): Promise<void> {
  const connection = workspaceStore.get(connectionState);
  if (!connection) throw new Error('Not signed in');
  const res = await fetch(`${connection.instance}/v2/emails/attachments/${id}?message_id=${messageId}`, { headers: { authorization: `Bearer ${connection.token}` } });
  if (!res.ok) throw new Error(`Download failed (${res.status})`);
  saveFile(await res.blob(), filename);
}
