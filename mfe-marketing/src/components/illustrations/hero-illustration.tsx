import { IllustrationFrame, Person, palette, type IllustrationProps } from './illustration-frame';

/** A woman on her sofa in a video session with her therapist, who appears on the screen of a laptop. */
export function HeroIllustration({ alt }: IllustrationProps) {
  return (
    <IllustrationFrame alt={alt} width={480} height={400}>
      <rect width={480} height={400} rx={32} fill={palette.sand} />
      <circle cx={390} cy={80} r={46} fill={palette.terracottaLight} />
      <path d="M0 300 h480 v68 q0 32 -32 32 h-416 q-32 0 -32 -32 z" fill={palette.sandDark} />
      {/* plant */}
      <rect x={402} y={250} width={40} height={50} rx={8} fill={palette.terracotta} />
      <path d="M422 250 q-30 -40 -10 -80 q20 30 10 80 z M422 250 q30 -50 40 -70 q0 50 -40 70 z" fill={palette.teal} />
      {/* sofa */}
      <rect x={40} y={220} width={230} height={90} rx={24} fill={palette.teal} />
      <rect x={28} y={250} width={40} height={70} rx={16} fill={palette.tealDark} />
      <rect x={244} y={250} width={40} height={70} rx={16} fill={palette.tealDark} />
      <Person x={150} y={218} skin={palette.skin[2]} hair={palette.hair[0]} shirt={palette.terracotta} longHair />
      <rect x={130} y={270} width={80} height={40} rx={12} fill={palette.terracottaDark} />
      {/* laptop with the therapist on screen */}
      <rect x={300} y={150} width={150} height={100} rx={10} fill={palette.tealDark} />
      <rect x={308} y={158} width={134} height={84} rx={6} fill={palette.tealLight} />
      <clipPath id="hero-screen">
        <rect x={308} y={158} width={134} height={84} rx={6} />
      </clipPath>
      <g clipPath="url(#hero-screen)">
        <Person x={375} y={218} scale={0.7} skin={palette.skin[1]} hair={palette.hair[1]} shirt={palette.cream} />
      </g>
      <path d="M286 250 h178 l-10 14 h-158 z" fill={palette.tealDark} />
      <rect x={320} y={264} width={110} height={36} fill={palette.sandDark} />
      {/* speech bubbles */}
      <rect x={70} y={90} width={120} height={54} rx={18} fill={palette.cream} />
      <path d="M110 144 l10 18 l10 -18 z" fill={palette.cream} />
      <path d="M100 117 q10 -16 20 0 q10 -16 20 0 q-20 22 -20 22 q0 0 -20 -22 z" fill={palette.terracotta} />
      <circle cx={160} cy={117} r={5} fill={palette.teal} />
      <rect x={300} y={92} width={90} height={40} rx={16} fill={palette.cream} />
      <circle cx={325} cy={112} r={5} fill={palette.teal} />
      <circle cx={345} cy={112} r={5} fill={palette.teal} />
      <circle cx={365} cy={112} r={5} fill={palette.teal} />
    </IllustrationFrame>
  );
}
