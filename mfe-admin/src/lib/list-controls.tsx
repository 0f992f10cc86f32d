/** The controls the admin's long lists share: a filter that is on or off, and "Show N more". */
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@aliento/ui';

/** A filter pill that says whether it is on (`aria-pressed`), e.g. "Por aprobar (3)". */
export function FilterToggle({
  pressed,
  onToggle,
  colorPalette,
  children,
}: {
  pressed: boolean;
  onToggle: (next: boolean) => void;
  colorPalette: ButtonProps['colorPalette'];
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      minH="44px"
      borderRadius="full"
      colorPalette={colorPalette}
      variant={pressed ? 'solid' : 'outline'}
      aria-pressed={pressed}
      onClick={() => onToggle(!pressed)}
    >
      {children}
    </Button>
  );
}

/** The button under a list shown a page at a time (see `useShowMore`). */
export function ShowMoreButton({ onClick, children, ...props }: Omit<ButtonProps, 'size' | 'variant' | 'colorPalette'>) {
  return (
    <Button size="sm" minH="44px" variant="outline" colorPalette="brand" onClick={onClick} {...props}>
      {children}
    </Button>
  );
}
