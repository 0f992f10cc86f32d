import { IllustrationFrame, Person, palette, type IllustrationProps } from './illustration-frame';

/** A therapist with headphones at her desk, holding a video session on her laptop. */
export function ProvidersIllustration({ alt }: IllustrationProps) {
  return (
    <IllustrationFrame alt={alt} width={440} height={360}>
      <rect width={440} height={360} rx={32} fill={palette.terracottaLight} />
      {/* shelf with books */}
      <rect x={40} y={70} width={150} height={10} rx={4} fill={palette.terracottaDark} />
      <rect x={52} y={30} width={16} height={40} fill={palette.teal} />
      <rect x={70} y={36} width={14} height={34} fill={palette.gold} />
      <rect x={86} y={28} width={18} height={42} fill={palette.tealDark} />
      <path d="M150 70 q-10 -40 10 -46 q14 20 -10 46 z" fill={palette.teal} />
      <Person x={140} y={200} skin={palette.skin[3]} hair={palette.hair[2]} shirt={palette.teal} longHair />
      {/* headphones */}
      <path d="M112 168 q28 -46 56 0" stroke={palette.tealDark} strokeWidth={6} fill="none" />
      <rect x={106} y={162} width={12} height={20} rx={5} fill={palette.tealDark} />
      <rect x={162} y={162} width={12} height={20} rx={5} fill={palette.tealDark} />
      {/* desk and laptop */}
      <rect x={20} y={262} width={400} height={18} rx={6} fill={palette.terracottaDark} />
      <rect x={60} y={280} width={16} height={60} fill={palette.terracottaDark} />
      <rect x={364} y={280} width={16} height={60} fill={palette.terracottaDark} />
      <rect x={230} y={150} width={160} height={106} rx={10} fill={palette.tealDark} />
      <rect x={238} y={158} width={144} height={90} rx={6} fill={palette.sand} />
      <clipPath id="providers-screen">
        <rect x={238} y={158} width={144} height={90} rx={6} />
      </clipPath>
      <g clipPath="url(#providers-screen)">
        <Person x={285} y={226} scale={0.6} skin={palette.skin[0]} hair={palette.hair[0]} shirt={palette.terracotta} />
        <Person x={337} y={226} scale={0.6} skin={palette.skin[4]} hair={palette.hair[1]} shirt={palette.gold} longHair />
      </g>
      <path d="M218 256 h184 l-8 8 h-168 z" fill={palette.tealDark} />
      <rect x={180} y={244} width={30} height={20} rx={4} fill={palette.cream} />
    </IllustrationFrame>
  );
}
