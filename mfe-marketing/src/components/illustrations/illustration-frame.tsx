import './illustration.css';
import type { ReactNode } from 'react';

export interface IllustrationProps {
  /** Alt text in the page's language. */
  alt: string;
}

/**
 * An inline SVG with fixed intrinsic dimensions (width, height, aspect ratio) so the layout never shifts, scaled
 * down on narrow screens. Plain elements: the hero's illustration is on the landing path. Every illustration is drawn for this product: nothing is downloaded at run time.
 */
export function IllustrationFrame({ alt, width, height, children }: IllustrationProps & { width: number; height: number; children: ReactNode }) {
  return (
    <div className="mk-illustration" style={{ maxWidth: `${width}px`, aspectRatio: `${width} / ${height}` }}>
      <svg role="img" aria-label={alt} width="100%" height="100%" viewBox={`0 0 ${width} ${height}`} xmlns="http://www.w3.org/2000/svg">
        <title>{alt}</title>
        {children}
      </svg>
    </div>
  );
}

export const palette = {
  teal: '#137a75',
  tealDark: '#0b524f',
  tealLight: '#c2e3e0',
  terracotta: '#d46c45',
  terracottaDark: '#9a4326',
  terracottaLight: '#f7d6c8',
  sand: '#f5efe4',
  sandDark: '#dccdb3',
  cream: '#fbf8f3',
  gold: '#e9b44c',
  skin: ['#5c3a21', '#8d5524', '#c68642', '#e0ac69', '#f1c27d'],
  hair: ['#1f140e', '#3b2a20', '#6b4b35', '#a7a7a7'],
};

/** A seated or standing figure drawn from simple shapes: head, hair, neck and a rounded torso. */
export function Person({
  x,
  y,
  scale = 1,
  skin,
  hair,
  shirt,
  longHair = false,
}: {
  x: number;
  y: number;
  scale?: number;
  skin: string;
  hair: string;
  shirt: string;
  longHair?: boolean;
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      {longHair ? <path d="M-26 -58 q26 -40 52 0 l6 52 q-32 10 -64 0 z" fill={hair} /> : null}
      <path d="M-46 70 q0 -58 46 -58 q46 0 46 58 z" fill={shirt} />
      <rect x={-8} y={-8} width={16} height={22} rx={6} fill={skin} />
      <circle cx={0} cy={-30} r={24} fill={skin} />
      <path
        d={
          longHair
            ? 'M-25 -34 q4 -30 25 -30 q22 0 26 30 q-14 -12 -30 -14 q-10 8 -21 14 z'
            : 'M-24 -36 q2 -26 24 -26 q24 0 25 26 q-12 -10 -26 -12 q-12 2 -23 12 z'
        }
        fill={hair}
      />
      <path d="M-8 -22 q8 6 16 0" stroke="#3b2a20" strokeWidth={2} fill="none" strokeLinecap="round" />
      <circle cx={-9} cy={-32} r={2.2} fill="#241f17" />
      <circle cx={9} cy={-32} r={2.2} fill="#241f17" />
    </g>
  );
}
