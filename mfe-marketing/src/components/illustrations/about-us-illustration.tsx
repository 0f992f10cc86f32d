import { IllustrationFrame, Person, palette, type IllustrationProps } from './illustration-frame';

/** Four people of different ages and backgrounds talking around a table. */
export function AboutUsIllustration({ alt }: IllustrationProps) {
  return (
    <IllustrationFrame alt={alt} width={480} height={320}>
      <rect width={480} height={320} rx={32} fill={palette.sand} />
      <circle cx={80} cy={70} r={40} fill={palette.tealLight} />
      <circle cx={410} cy={60} r={28} fill={palette.terracottaLight} />
      <Person x={95} y={170} skin={palette.skin[4]} hair={palette.hair[3]} shirt={palette.gold} />
      <Person x={190} y={160} skin={palette.skin[1]} hair={palette.hair[0]} shirt={palette.terracotta} longHair />
      <Person x={290} y={160} skin={palette.skin[2]} hair={palette.hair[1]} shirt={palette.teal} />
      <Person x={385} y={170} skin={palette.skin[0]} hair={palette.hair[0]} shirt={palette.tealLight} longHair />
      <rect x={40} y={236} width={400} height={24} rx={10} fill={palette.terracottaDark} />
      <rect x={70} y={260} width={16} height={50} fill={palette.terracottaDark} />
      <rect x={394} y={260} width={16} height={50} fill={palette.terracottaDark} />
      <rect x={150} y={218} width={28} height={20} rx={4} fill={palette.cream} />
      <rect x={300} y={218} width={28} height={20} rx={4} fill={palette.cream} />
      <path d="M236 236 q4 -30 8 0 z" fill={palette.teal} />
    </IllustrationFrame>
  );
}
