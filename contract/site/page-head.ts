/** What a note's page tells link-preview crawlers (they run no JavaScript): its title, description, address and card. */
export interface PagePreview {
  title: string;
  description: string;
  canonicalUrl: string;
  /** Absolute URL of the 1200x630 PNG card. */
  imageUrl: string;
}

/**
 * What a page the server renders says of its document beyond its markup, from its route's data
 * (web/src/app/routes.tsx): its status when the route decides it (a note's page: 404 for no such
 * note, 410 for a hidden one; otherwise 200, or 404 for a path no page has), and its link preview.
 */
export interface PageHead {
  status?: number;
  preview?: PagePreview;
}
