import { Text as InkText } from 'ink';
import { Children } from 'react';
import type { ComponentProps } from 'react';
import { terminalSafe } from './terminal-safe.ts';

/**
 * ink's Text with every string in it made terminal-safe: the only Text the CLI uses (lint refuses ink's
 * own), so no command can print a server's text raw. A `block` (a message body, a note, a prompt, a mail)
 * keeps its line breaks; anything else shows them as ␊.
 */
export function Text({ block = false, children, ...props }: ComponentProps<typeof InkText> & { block?: boolean }) {
  return (
    <InkText {...props}>
      {Children.map(children, (child) =>
        typeof child === 'string' ? terminalSafe(child, block ? 'block' : 'line') : child,
      )}
    </InkText>
  );
}
