import { Box, Loader } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { ContactListItem } from '@/src/contract';
import { ContactRow } from './ContactRow';

const ROW_HEIGHT = 36;

/** Only the visible rows are rendered; the next page is fetched as the end comes into view. */
export function VirtualContactList(props: { contacts: ContactListItem[]; hasMore: boolean; loadingMore: boolean; onLoadMore: () => void }) {
  const { contacts, hasMore, loadingMore, onLoadMore } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: contacts.length + (hasMore ? 1 : 0), getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 10 });
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];
  useEffect(() => {
    if (last && last.index >= contacts.length - 1 && hasMore && !loadingMore) onLoadMore();
  }, [last, contacts.length, hasMore, loadingMore, onLoadMore]);

  return (
    <Box ref={scrollRef} h="calc(100vh - 270px)" mih={240} style={{ overflowY: 'auto' }} data-testid="contact-list">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const contact = contacts[item.index];
          return (
            <div key={item.key} style={{ position: 'absolute', top: 0, left: 0, right: 0, height: item.size, transform: `translateY(${item.start}px)` }}>
              {contact ? <ContactRow contact={contact} /> : <Loader size="xs" m="xs" />}
            </div>
          );
        })}
      </div>
    </Box>
  );
}
