import { useId } from 'react';
import { adminPageSizes } from '#contract/admin/admin-messages.ts';
import '../../components/field.css';

/** The 'Per page' choice of an admin list: 25 or 50 (spec §9). */
export function AdminPageSizeField({ value, onChange }: { value: number; onChange: (size: number) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Per page
      </label>
      <select id={id} className="field__input" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {adminPageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
