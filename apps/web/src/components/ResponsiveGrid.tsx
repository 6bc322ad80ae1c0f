import type { CSSProperties, ReactNode } from 'react';

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/**
 * Equal columns by screen width (one on phones), in plain CSS (`.venue-grid` in app/global.css):
 * what Mantine's SimpleGrid does for the public pages, without its code in the first bundle.
 * Breakpoints as Mantine's: xs from 36em, sm from 48em.
 */
export function ResponsiveGrid({
  cols,
  spacing = 'md',
  verticalSpacing,
  children,
}: {
  cols: { base: number; xs?: number; sm?: number };
  spacing?: Spacing;
  /** Row gap in px or a spacing name; the column gap when left out. */
  verticalSpacing?: Spacing | number;
  children: ReactNode;
}) {
  const xs = cols.xs ?? cols.base;
  const space = (value: Spacing | number) => (typeof value === 'number' ? `${value}px` : `var(--mantine-spacing-${value})`);
  const style = {
    '--grid-cols': cols.base,
    '--grid-cols-xs': xs,
    '--grid-cols-sm': cols.sm ?? xs,
    columnGap: space(spacing),
    rowGap: space(verticalSpacing ?? spacing),
  } as CSSProperties;
  return (
    <div className="venue-grid" style={style}>
      {children}
    </div>
  );
}
