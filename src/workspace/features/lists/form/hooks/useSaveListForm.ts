import { api } from '@/src/workspace/session/api';
import { runListSave, type SaveRun } from '../state/runListSave';

/** Saves the list form (list, playbook, steps, association) call by call, in order; see runListSave. */
export const useSaveListForm = () => (run: Omit<SaveRun, 'call'>) => runListSave({ ...run, call: api.call });
