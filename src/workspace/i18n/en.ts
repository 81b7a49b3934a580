import { appEn } from './en/app';
import { dashboardEn } from './en/dashboard';
import { debugEn } from './en/debug';
import { loginEn } from './en/login';

/** English catalogue: the spec's texts and message keys, verbatim. Each area adds its file here. */
export const en = {
  ...appEn,
  ...loginEn,
  ...dashboardEn,
  ...debugEn,
} as const;
