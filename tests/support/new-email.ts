let made = 0;

/** A new e-mail address, different on every call in a test file (each file has servers and storage of its own): `<name><n>@example.test`. */
export function newEmail(name = 'rival'): string {
  return `${name}${++made}@example.test`;
}
