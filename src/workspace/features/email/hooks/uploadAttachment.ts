import { uploadFailure, uploadWithProgress } from '@/src/workspace/session/uploadWithProgress';

export interface UploadingFile {
  key: string;
  filename: string;
  size: number;
  state: 'uploading' | 'completed' | 'failed';
  progress: number;
  id: number | null;
}

/** Sends one file as multipart/form-data (field `file`) with upload progress; resolves with the reply's payload. */
async function uploadForm(method: 'POST' | 'PUT', path: string, file: File, onProgress: (fraction: number) => void): Promise<Record<string, unknown>> {
  const form = new FormData();
  form.append('file', file, file.name);
  const reply = await uploadWithProgress(method, path, form, onProgress);
  const payload = (reply.body as { payload?: Record<string, unknown> } | null)?.payload;
  if (reply.status === 200 && payload) return payload;
  throw uploadFailure(reply);
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
