import { MultiSelect } from '@mantine/core';

/** A report filter that picks records by id (queues, users, lists); none picked reads as every one (the placeholder says so). */
export function IdFilter(props: { label: string; everyLabel: string; testId: string; options: readonly { id: number; name: string }[]; value: number[]; onChange(ids: number[]): void }) {
  return (
    <MultiSelect
      label={props.label}
      placeholder={props.value.length ? undefined : props.everyLabel}
      data-testid={props.testId}
      w={250}
      clearable
      searchable
      data={props.options.map((o) => ({ value: String(o.id), label: o.name }))}
      value={props.value.map(String)}
      onChange={(ids) => props.onChange(ids.map(Number))}
    />
  );
}
