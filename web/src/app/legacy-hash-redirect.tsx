import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { legacyHashPath } from './legacy-hash-path.ts';

/** Replaces a legacy hash URL (`/#/notes/abc12`, `/#account`) with its path form. */
export function LegacyHashRedirect() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = legacyHashPath(hash);
    if (target) navigate(target, { replace: true });
  }, [hash, navigate]);
  return null;
}
