/** An e-mail that may break before its @ on a narrow screen (and nowhere else); any other text as it is. */
export function EmailLines({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return at > 0 ? (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  ) : (
    email
  );
}
