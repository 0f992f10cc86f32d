import type { ReactNode } from 'react';
import { motion, useReducedMotion } from 'framer-motion';

/** Slides a wizard step in (forward from the right, back from the left); no motion when the user asks for none. */
export function StepMotion({ stepKey, direction, children }: { stepKey: string; direction: 1 | -1; children: ReactNode }) {
  const reduce = useReducedMotion();
  return (
    <motion.div
      key={stepKey}
      initial={reduce ? false : { opacity: 0, x: 24 * direction }}
      animate={{ opacity: 1, x: 0 }}
      transition={{ duration: reduce ? 0 : 0.22, ease: 'easeOut' }}
    >
      {children}
    </motion.div>
  );
}
