const units = ['kilobyte', 'megabyte', 'gigabyte'] as const;
const formats = units.map(
  (unit) => new Intl.NumberFormat('en-US', { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }),
);

/** A file's size for people, in the largest unit it fills: '840 bytes', '1.5 kB', '12 MB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let size = bytes / 1024;
  let index = 0;
  while (size >= 1024 && index < units.length - 1) {
    size /= 1024;
    index += 1;
  }
  return formats[index]!.format(size);
}
