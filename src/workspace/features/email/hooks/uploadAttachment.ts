import { workspaceStore, connectionState } from '../../../session/state';

export interface UploadingFile {
  key: string;
  filename: string;
  size: number;
  state: 'uploading' | 'completed' | 'failed';
  progress: number;
  id: number | null;
}

/**
 * Uploads one file to POST {rest}/v2/emails/attachments with progress (XMLHttpRequest: fetch has no
 * upload progress). The file is the raw body, its name in the query (multipart support pending).
 */
export function uploadAttachment(file: File, onProgress: (fraction: number) => void): Promise<number> {
  const connection = workspaceStore.get(connectionState);
  return new Promise((resolve, reject) => {
    if (!connection) return reject(new Error('Not signed in'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${connection.instance}/v2/emails/attachments?filename=${encodeURIComponent(file.name)}`);
    xhr.setRequestHeader('authorization', `Bearer ${connection.token}`);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { payload?: { id?: unknown }; message?: string };
        if (xhr.status === 200 && typeof body.payload?.id === 'number') resolve(body.payload.id);
        else reject(new Error(body.message ?? `Upload failed (${xhr.status})`));
      } catch {
        reject(new Error(`Upload failed (${xhr.status})`));
      }
    };
    xhr.onerror = () => reject(new Error('Upload failed'));
    xhr.send(file);
  });
}
