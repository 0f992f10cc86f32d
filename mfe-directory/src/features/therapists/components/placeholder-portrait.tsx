/** Placeholder portraits by gender for therapists without a photo (the project's own SVGs, nothing fetched). */
import type { TherapistGender } from '@aliento/contracts/enums';

export interface PlaceholderPortraitProps {
  gender: TherapistGender | null;
  label: string;
  width: number;
  height: number;
}

const SKIN = '#c98e6b';
const SKIN_SHADE = '#b27755';
const HAIR = '#3b2a22';

export function PlaceholderPortrait({ gender, label, width, height }: PlaceholderPortraitProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox="0 0 320 240"
      preserveAspectRatio="xMidYMid slice"
      data-placeholder={gender ?? 'neutral'}
      style={{ display: 'block', width: '100%', height: `${height}px` }}
    >
      <rect width="320" height="240" fill="#e6f4f3" />
      <circle cx="250" cy="40" r="70" fill="#f7d6c8" opacity="0.7" />
      <circle cx="60" cy="210" r="60" fill="#c2e3e0" opacity="0.8" />
      {gender === 'GENDER_FEMALE' ? (
        <>
          {/* long hair behind the shoulders */}
          <path d="M112 112c0-42 22-66 48-66s48 24 48 66v70h-96z" fill={HAIR} />
          <path d="M88 240c4-44 34-66 72-66s68 22 72 66z" fill="#b8532f" />
          <rect x="148" y="140" width="24" height="30" rx="8" fill={SKIN_SHADE} />
          <ellipse cx="160" cy="112" rx="34" ry="40" fill={SKIN} />
          <path d="M124 104c6-30 22-40 40-40 18 0 30 12 34 34-16-4-30-14-38-26-6 14-20 26-36 32z" fill={HAIR} />
        </>
      ) : gender === 'GENDER_MALE' ? (
        <>
          <path d="M84 240c4-46 36-68 76-68s72 22 76 68z" fill="#0f6662" />
          <rect x="147" y="140" width="26" height="30" rx="8" fill={SKIN_SHADE} />
          <ellipse cx="160" cy="112" rx="34" ry="40" fill={SKIN} />
          <path d="M126 104c-2-28 14-44 36-44 20 0 36 14 34 42-6-12-16-20-30-22-12 8-26 14-40 24z" fill={HAIR} />
          <path d="M138 134c8 12 36 12 44 0-4 16-40 16-44 0z" fill={HAIR} opacity="0.55" />
        </>
      ) : (
        <>
          <path d="M86 240c4-45 35-67 74-67s70 22 74 67z" fill="#7d6a4e" />
          <rect x="148" y="140" width="24" height="30" rx="8" fill={SKIN_SHADE} />
          <ellipse cx="160" cy="112" rx="34" ry="40" fill={SKIN} />
          <path d="M126 102c2-26 16-40 34-40s32 14 34 40c-10-10-22-16-34-16s-24 6-34 16z" fill={HAIR} />
        </>
      )}
    </svg>
  );
}
