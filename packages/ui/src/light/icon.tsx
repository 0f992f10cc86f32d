/**
 * A line icon for the light (Chakra-free) path, drawn from lucide's icon data (`import { Gift } from 'lucide'`):
 * the same icons as lucide-react, without its component runtime in the landing's JavaScript. Decorative by
 * default (hidden from assistive technology); pass `aria-label` and `aria-hidden={false}` for a meaningful one.
 */
import { createElement, type SVGProps } from 'react';

/** lucide's icon data: the SVG elements of a 24 x 24 line icon. */
export type IconNode = readonly (readonly [tag: string, attrs: Record<string, string | number | undefined>])[];

export interface LightIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  icon: IconNode;
  /** Width and height in pixels (24 by default). */
  size?: number;
}

export function LightIcon({ icon, size = 24, ...rest }: LightIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      {...rest}
    >
      {icon.map(([tag, attrs], i) => createElement(tag, { ...attrs, key: i }))}
    </svg>
  );
}
