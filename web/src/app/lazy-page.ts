import { lazy } from 'react';
import type { ComponentType } from 'react';

/** A page whose code loads when it is first shown, from a module that exports it by `name` (React.lazy wants a default export). */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}
