/** How many rows the report commands (audit, mail, messages) fetch a page at a time. */
export const reportPageSize = 50;
