import { z } from 'zod';
import { csvImport, importField, importPreview, successEnvelope } from '@/src/contract';
import { connectionState, workspaceStore } from '@/src/workspace/session/state';

const uploadReply = successEnvelope(z.object({ import: csvImport, preview: importPreview, fields: z.array(importField) }));
export type UploadedImport = z.infer<typeof uploadReply>['payload'];

/**
 * PUT {rest}/media/imports: the file as it is (text/csv), with upload progress (XMLHttpRequest, as
 * fetch has none). The reply is checked by its schema like every other.
 */
export function uploadImportFile(file: File, entity: 'contact' | 'lead', onProgress: (fraction: number) => void): Promise<UploadedImport> {
  const connection = workspaceStore.get(connectionState);
  return new Promise((resolve, reject) => {
    if (!connection) return reject(new Error('Not signed in'));
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `${connection.instance}/media/imports?fileName=${encodeURIComponent(file.name)}&entity=${entity}`);
    xhr.setRequestHeader('authorization', `Bearer ${connection.token}`);
    xhr.setRequestHeader('content-type', 'text/csv');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as unknown;
        const parsed = uploadReply.safeParse(body);
        if (xhr.status === 200 && parsed.success) resolve(parsed.data.payload);
        else reject(new Error((body as { message?: string }).message ?? `Upload failed (${xhr.status})`));
      } catch {
        reject(new Error(`Upload failed (${xhr.status})`));
      }
    };
    xhr.onerror = () => reject(new Error('Upload failed'));
    xhr.send(file);
  });
}
