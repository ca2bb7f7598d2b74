import { loginTypeName } from '#contract/admin/admin-user-texts.ts';

/** A user's attribute as the terminal shows it: login types and linked providers by name (the API keeps their ids), nothing as a dash. */
export function userAttributeText(name: string, value: string | number | boolean | null): string {
  if (value === null || value === '') return '–';
  if (name === 'login_type' || name === 'linked_providers')
    return String(value).split(', ').map(loginTypeName).join(', ');
  return String(value);
}
