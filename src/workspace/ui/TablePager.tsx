import { Pagination } from '@mantine/core';

/** Pages of a server-paged table (page is 0-based); hidden when everything fits on one page. */
export function TablePager({ page, total, pageSize, onPage, testId }: { page: number; total: number; pageSize: number; onPage(p: number): void; testId?: string }) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return <Pagination size="sm" total={pages} value={page + 1} onChange={(p) => onPage(p - 1)} data-testid={testId} />;
}
