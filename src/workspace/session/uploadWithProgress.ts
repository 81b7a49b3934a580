import { connectionState, workspaceStore } from './state';

/**
 * Sends a body to a binary route of the instance with the session's token and upload progress
 * (XMLHttpRequest: fetch has no upload progress). Resolves with the status and the parsed JSON reply;
 * rejects when not signed in, on a network failure, or on a reply that is not JSON.
 */
export function uploadWithProgress(
  method: 'POST' | 'PUT',
  path: string,
  body: XMLHttpRequestBodyInit,
  onProgress: (fraction: number) => void,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const connection = workspaceStore.get(connectionState);
  return new Promise((resolve, reject) => {
    if (!connection) return reject(new Error('Not signed in'));
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${connection.instance}${path}`);
    xhr.setRequestHeader('authorization', `Bearer ${connection.token}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      try {
        resolve({ status: xhr.status, body: JSON.parse(xhr.responseText) as unknown });
      } catch {
        reject(new Error(`Upload failed (${xhr.status})`));
      }
    };
    xhr.onerror = () => reject(new Error('Upload failed'));
    xhr.send(body);
  });
}

/** The server's message of a failed upload's reply, or a plain one. */
export const uploadFailure = (reply: { status: number; body: unknown }) => new Error((reply.body as { message?: string } | null)?.message ?? `Upload failed (${reply.status})`);
