import { IllustrationFrame, Person, palette, type IllustrationProps } from './illustration-frame';

/** A man in an armchair talking with his therapist on his phone. */
export function CareSeekersIllustration({ alt }: IllustrationProps) {
  return (
    <IllustrationFrame alt={alt} width={440} height={360}>
      <rect width={440} height={360} rx={32} fill={palette.tealLight} />
      <rect x={40} y={40} width={120} height={90} rx={8} fill={palette.cream} />
      <path d="M50 120 l35 -40 l25 25 l20 -15 l20 30 z" fill={palette.teal} />
      <circle cx={135} cy={62} r={10} fill={palette.gold} />
      <path d="M0 290 h440 v38 q0 32 -32 32 h-376 q-32 0 -32 -32 z" fill={palette.sandDark} />
      {/* armchair */}
      <rect x={120} y={200} width={170} height={100} rx={28} fill={palette.terracotta} />
      <rect x={104} y={220} width={40} height={90} rx={16} fill={palette.terracottaDark} />
      <rect x={266} y={220} width={40} height={90} rx={16} fill={palette.terracottaDark} />
      <Person x={205} y={206} skin={palette.skin[1]} hair={palette.hair[0]} shirt={palette.teal} />
      {/* phone held up with the therapist on it */}
      <rect x={236} y={190} width={42} height={72} rx={8} fill={palette.tealDark} />
      <rect x={240} y={196} width={34} height={58} rx={4} fill={palette.sand} />
      <circle cx={257} cy={216} r={9} fill={palette.skin[3]} />
      <path d="M244 248 q13 -22 26 0 z" fill={palette.terracotta} />
      <circle cx={232} cy={250} r={10} fill={palette.skin[1]} />
      {/* heart bubble */}
      <rect x={300} y={100} width={96} height={60} rx={20} fill={palette.cream} />
      <path d="M322 160 l-8 18 l22 -18 z" fill={palette.cream} />
      <path d="M332 128 q8 -14 16 0 q8 -14 16 0 q-16 20 -16 20 q0 0 -16 -20 z" fill={palette.terracotta} />
    </IllustrationFrame>
  );
}
