import { Textarea } from '@mantine/core';

/** spec 1 §7: notes entered here are saved on the rental (type 2) before the off-rent. */
export function OffRentNotes({
  value,
  onChange,
}: {
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <Textarea
      label="Notes"
      placeholder="Anything the yard should know about this return"
      autosize
      minRows={2}
      maxLength={2000}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
