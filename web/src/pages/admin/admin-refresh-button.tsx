/** A section's Refresh: loads its list again, and waits while a load is under way. */
export function AdminRefreshButton({ query }: { query: { refetch: () => unknown; isFetching: boolean } }) {
  return (
    <button type="button" className="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
      Refresh
    </button>
  );
}
