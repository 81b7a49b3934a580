import { z } from 'zod';
import { csvImport, importField, importPreview, successEnvelope } from '@/src/contract';
import { uploadFailure, uploadWithProgress } from '@/src/workspace/session/uploadWithProgress';

const uploadReply = successEnvelope(z.object({ import: csvImport, preview: importPreview, fields: z.array(importField) }));
export type UploadedImport = z.infer<typeof uploadReply>['payload'];

/** PUT {rest}/media/imports: the file as it is (text/csv), with upload progress; the reply is checked by its schema like every other. */
export async function uploadImportFile(file: File, entity: 'contact' | 'lead', onProgress: (fraction: number) => void): Promise<UploadedImport> {
  const reply = await uploadWithProgress('PUT', `/media/imports?fileName=${encodeURIComponent(file.name)}&entity=${entity}`, file, onProgress, { 'content-type': 'text/csv' });
  const parsed = uploadReply.safeParse(reply.body);
  if (reply.status === 200 && parsed.success) return parsed.data.payload;
  throw uploadFailure(reply);
}
