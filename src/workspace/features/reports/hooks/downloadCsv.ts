import { saveFile } from '@/src/workspace/ui/saveFile';

/** Saves a report's CSV text under its file name (spec 3 section 9 names). */
export const downloadCsv = (fileName: string, csv: string) => saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
