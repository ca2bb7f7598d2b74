import { createContext, useContext, useEffect } from 'react';

/** Where a page rendered on the server leaves its title, for the server to write into the HTML's head (the browser has none). */
export const DocumentTitleSink = createContext<{ title?: string } | undefined>(undefined);

/**
 * Sets the browser tab's title for the page; undefined leaves it as it is (a page still loading what
 * its title names). Rendered on the server, the title goes to the sink instead, as effects do not run there.
 */
export function useDocumentTitle(title: string | undefined): void {
  const sink = useContext(DocumentTitleSink);
  if (sink && title !== undefined) sink.title = title;
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}
