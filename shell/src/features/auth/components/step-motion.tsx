import type { CSSProperties, ReactNode } from 'react';

/**
 * Slides a wizard step in (forward from the right, back from the left); no motion when the user asks for none.
 * A CSS animation on a keyed element (a new step is a new element, so it plays again), the same 0.22 s ease-out slide
 * and fade framer-motion made, without loading framer-motion (~65 KiB) with the registration page. Its styles
 * (step-motion.css) are imported by app.tsx, into the shell's main CSS file.
 */
export function StepMotion({ stepKey, direction, children }: { stepKey: string; direction: 1 | -1; children: ReactNode }) {
  return (
    <div key={stepKey} className="step-motion" style={{ '--step-direction': direction } as CSSProperties}>
      {children}
    </div>
  );
}
