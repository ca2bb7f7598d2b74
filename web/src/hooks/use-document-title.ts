import { useEffect } from 'react';

/** Sets the browser tab's title for the page; undefined leaves it as it is (a page still loading what its title names). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}
