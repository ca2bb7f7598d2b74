import { adminPageSizes } from '#contract/admin/admin-messages.ts';
import { AdminSelectField } from './admin-select-field.tsx';

const options = adminPageSizes.map((size) => ({ value: String(size), label: String(size) }));

/** The 'Per page' choice of an admin list: 25 or 50 (spec §9). */
export function AdminPageSizeField({ value, onChange }: { value: number; onChange: (size: number) => void }) {
  return (
    <AdminSelectField
      label="Per page"
      value={String(value)}
      options={options}
      onChange={(size) => onChange(Number(size))}
    />
  );
}
