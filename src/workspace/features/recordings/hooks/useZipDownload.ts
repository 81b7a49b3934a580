import { useMutation } from '@tanstack/react-query';
import type { ArchiveFilter } from '@/src/contract';
import type { RecordingSelection } from '@/src/domain/recordings/recording-selection';
import { api } from '@/src/workspace/session/api';
import { mediaUrl, startDownload } from '@/src/workspace/ui/serverDownload';

/**
 * Bulk download (spec 2 section 7): the selected calls, or in select-all mode every call of the
 * search but the unselected ones; the server answers a token, the browser fetches the zip (or the
 * CSV alone) with it.
 */
export function useZipDownload() {
  return useMutation({
    mutationFn: async (input: { selection: RecordingSelection; filter: ArchiveFilter; csvOnly: boolean }) => {
      const utcOffset = -new Date().getTimezoneOffset();
      const ticket =
        input.selection.mode === 'some'
          ? await api.call('zipRecordings', { body: { ids: [...input.selection.ids], utcOffset } })
          : await api.call('zipAllRecordings', { body: { filter: input.filter, excludedIds: [...input.selection.excluded], utcOffset } });
      startDownload(mediaUrl(`/media/recordings/zip/${encodeURIComponent(ticket.token)}${input.csvOnly ? '?csvOnly=true' : ''}`));
      return ticket;
    },
  });
}
