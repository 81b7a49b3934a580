import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataIqCheck } from '@/src/domain/data-iq/data-quality';
import { api } from '@/src/workspace/session/api';
import { dataIqKeys } from '../dataIqKeys';

export const useDataIqSummary = () => useQuery({ queryKey: dataIqKeys.summary, queryFn: () => api.call('dataIqSummary', {}) });

export const useDataIqRecords = (check: DataIqCheck | null, page: number) =>
  useQuery({
    queryKey: dataIqKeys.records(check ?? 'missingPhone', page),
    queryFn: () => api.call('dataIqRecords', { query: { check: check!, page } }),
    enabled: check !== null,
    placeholderData: keepPreviousData,
  });
