/** Escapes text for HTML, so whatever it holds (a sender's words, a note's title) shows as text and never as markup or a link. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
