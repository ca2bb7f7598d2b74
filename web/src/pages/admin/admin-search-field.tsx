import { userSearchMax } from '#contract/admin/admin-messages.ts';
import '../../components/field.css';

/** The search box above an admin list: its id, what it searches (the placeholder), and what typing does. */
export function AdminSearchField({
  id,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Search
      </label>
      <input
        id={id}
        className="field__input"
        type="search"
        placeholder={placeholder}
        maxLength={userSearchMax}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
