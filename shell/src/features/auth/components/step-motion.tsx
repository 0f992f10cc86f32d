import type { CSSProperties, ReactNode } from 'react';
import './step-motion.css';

/**
 * Slides a wizard step in (forward from the right, back from the left); no motion when the user asks for none.
 * A CSS animation on a keyed element (a new step is a new element, so it plays again), the same 0.22 s ease-out slide
 * and fade framer-motion made, without loading framer-motion (~65 KiB) with the registration page.
 */
export function StepMotion({ stepKey, direction, children }: { stepKey: string; direction: 1 | -1; children: ReactNode }) {
  return (
    <div key={stepKey} className="step-motion" style={{ '--step-direction': direction } as CSSProperties}>
      {children}
    </div>
  );
}
