/** A size in bytes as people read it: 812.0 kB, 2.4 MB. */
export function readableSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
