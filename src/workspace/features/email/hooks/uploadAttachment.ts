import { workspaceStore, connectionState } from '@/src/workspace/session/state';

export interface UploadingFile {
  key: string;
  filename: string;
  size: number;
  state: 'uploading' | 'completed' | 'failed';
  progress: number;
  id: number | null;
}

/**
 * Sends one file as multipart/form-data (field `file`) with upload progress: XMLHttpRequest, as
 * fetch has no upload progress. Resolves with the reply's payload.
 */
function uploadForm(method: 'POST' | 'PUT', path: string, file: File, onProgress: (fraction: number) => void): Promise<Record<string, unknown>> {
  const connection = workspaceStore.get(connectionState);
  return new Promise((resolve, reject) => {
    if (!connection) return reject(new Error('Not signed in'));
    const form = new FormData();
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${connection.instance}${path}`);
    xhr.setRequestHeader('authorization', `Bearer ${connection.token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { payload?: Record<string, unknown>; message?: string };
        if (xhr.status === 200 && body.payload) resolve(body.payload);
        else reject(new Error(body.message ?? `Upload failed (${xhr.status})`));
      } catch {
        reject(new Error(`Upload failed (${xhr.status})`));
      }
    };
    xhr.onerror = () => reject(new Error('Upload failed'));
    xhr.send(form);
  });
}

/** POST {rest}/v2/emails/attachments (spec 1 section 7): resolves with the attachment id. */
export async function uploadAttachment(file: File, onProgress: (fraction: number) => void): Promise<number> {
  const payload = await uploadForm('POST', '/v2/emails/attachments', file, onProgress);
  if (typeof payload.id !== 'number') throw new Error('Upload failed');
  return payload.id;
}

/** PUT {rest}/media/inline-images (spec 1 section 7): resolves with the URL the body shows it by. */
export async function uploadInlineImage(file: File): Promise<string> {
  const payload = await uploadForm('PUT', '/media/inline-images', file, () => undefined);
  if (typeof payload.url !== 'string') throw new Error('Upload failed');
  return payload.url;
}
